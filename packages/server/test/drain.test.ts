import net from 'node:net'
import { describe, expect, it } from 'vitest'
import { serveTestFront } from './test-front'

/** One kept-alive HTTP/1.1 connection: requests written as they are, answers read whole (Content-Length). */
async function connection(port: number) {
  const socket = net.connect(port, '127.0.0.1')
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject))
  let buffer = ''
  let closed = false
  const waiting: (() => void)[] = []
  const wake = () => waiting.splice(0).forEach((w) => w())
  socket.setEncoding('utf8')
  socket.on('data', (chunk: string) => {
    buffer += chunk
    wake()
  })
  socket.on('close', () => {
    closed = true
    wake()
  })
  const until = (done: () => boolean) =>
    new Promise<void>((resolve) => {
      const check = () => (done() ? resolve() : waiting.push(check))
      check()
    })
  type Answer = { status: number; headers: Record<string, string>; body: string }
  /** The next whole answer: status, headers (lower-case names) and body. */
  const answer = async (): Promise<Answer> => {
    let parsed: Answer | null = null
    const parse = () => {
      const end = buffer.indexOf('\r\n\r\n')
      if (end < 0) return false
      const [statusLine, ...lines] = buffer.slice(0, end).split('\r\n')
      const headers = Object.fromEntries(
        lines.map((line) => [line.split(':')[0]!.toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      )
      const bodyEnd = end + 4 + Number(headers['content-length'] ?? 0)
      if (buffer.length < bodyEnd) return false
      parsed = { status: Number(statusLine!.split(' ')[1]), headers, body: buffer.slice(end + 4, bodyEnd) }
      buffer = buffer.slice(bodyEnd)
      return true
    }
    await until(() => parse() || closed)
    if (!parsed) throw new Error(`connection closed without an answer (${JSON.stringify(buffer)})`)
    return parsed
  }
  return {
    send: (path: string) => socket.write(`GET ${path} HTTP/1.1\r\nHost: x\r\n\r\n`),
    answer,
    /** Resolves once the server has closed the connection. */
    closed: () => until(() => closed),
    isClosed: () => closed,
    destroy: () => socket.destroy(),
  }
}

/** A front whose `/slow` answers only when the test says so. */
async function frontWithSlowAnswer(drainTimeoutMs?: number) {
  let finishSlow = () => {}
  let slowStarted = () => {}
  const started = new Promise<void>((resolve) => (slowStarted = resolve))
  const { server, port } = await serveTestFront(
    async (req, res) => {
      if (req.url === '/slow') {
        slowStarted()
        await new Promise<void>((resolve) => (finishSlow = resolve))
      }
      res.setHeader('content-length', 4)
      res.end('done')
    },
    drainTimeoutMs === undefined ? {} : { drainTimeoutMs },
  )
  return { server, port, started, finishSlow: () => finishSlow() }
}

const refused = (port: number) =>
  new Promise<string>((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    socket.once('connect', () => {
      socket.destroy()
      resolve('connected')
    })
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'))
  })

describe('a front stopping (SIGTERM)', () => {
  it('takes no new connection, finishes the answer in flight, and ends each connection after its answer', async () => {
    const front = await frontWithSlowAnswer()
    const busy = await connection(front.port)
    const idle = await connection(front.port)
    idle.send('/fast')
    expect((await idle.answer()).headers.connection).toBe('keep-alive')
    busy.send('/slow')
    await front.started

    const stopping = front.server.drain()
    // A new connection is refused: a proxy sends the request to another instance.
    expect(await refused(front.port)).toBe('ECONNREFUSED')
    // The idle kept-alive connection is not closed under a proxy that may be sending on it: a request
    // on it is answered — readiness says stopping — and then the connection ends.
    idle.send('/readyz')
    const readiness = await idle.answer()
    expect(readiness.status).toBe(503)
    expect(JSON.parse(readiness.body)).toEqual({ status: 'stopping', checks: {} })
    expect(readiness.headers.connection).toBe('close')
    await idle.closed()
    // The answer in flight finishes whole, and its connection ends after it.
    expect(busy.isClosed()).toBe(false)
    front.finishSlow()
    const slow = await busy.answer()
    expect(slow).toMatchObject({ status: 200, body: 'done' })
    expect(slow.headers.connection).toBe('close')
    await busy.closed()
    expect(await stopping).toEqual({ drained: true, cut: 0 })
  })

  it('a request sent on a kept-alive connection while draining is answered, with Connection: close', async () => {
    const front = await frontWithSlowAnswer()
    const client = await connection(front.port)
    client.send('/fast')
    await client.answer()
    const stopping = front.server.drain()
    client.send('/page')
    const page = await client.answer()
    expect(page).toMatchObject({ status: 200, body: 'done' })
    expect(page.headers.connection).toBe('close')
    expect(await stopping).toEqual({ drained: true, cut: 0 })
  })

  it('cuts what is still running at the drain deadline', async () => {
    const front = await frontWithSlowAnswer(300)
    const stuck = await connection(front.port)
    stuck.send('/slow')
    await front.started
    // The answer never comes (finishSlow is not called): the deadline ends the drain and the connection.
    expect(await front.server.drain()).toEqual({ drained: false, cut: 1 })
    await stuck.closed()
    front.finishSlow()
  })
})

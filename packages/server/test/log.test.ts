import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { logFlushMs } from '../src/log'
import { scrubLine } from '../src/scrub'
import { leaks, memoryLogger, SECRET } from './memory-logger'
import { serveTestFront } from './test-front'

const { email: EMAIL, password: PASSWORD, jwt: JWT, linkToken: LINK_TOKEN, body: BODY } = SECRET

describe('log lines', () => {
  it('leave out secrets by key, message bodies by key, and emails and tokens wherever they appear', () => {
    const { logger, raw, lines } = memoryLogger()
    logger.info(
      {
        password: PASSWORD,
        headers: { authorization: `Bearer ${JWT}`, cookie: `auth._token.local=${JWT}` },
        job: { input: { email: EMAIL, message: BODY, subject: 'Pertanyaan tarif' } },
        url: `/unsubscribe?token=${LINK_TOKEN}&email=${encodeURIComponent(EMAIL)}`,
      },
      `contact from ${EMAIL} with ${LINK_TOKEN}`,
    )
    logger.error({ err: new Error(`could not send to ${EMAIL}: token ${JWT} refused`) }, 'sending failed')
    expect(raw).toHaveLength(2)
    for (const line of raw) expect(leaks(line), line).toEqual([])
    const [first, second] = lines
    expect(first).toMatchObject({
      level: 'info',
      name: 'test',
      msg: 'contact from s***@example.co.id with [token]',
      password: '[redacted]',
      headers: { authorization: '[redacted]', cookie: '[redacted]' },
      job: {
        input: { email: expect.stringMatching(/^\[withheld/), message: expect.stringMatching(/^\[withheld: \d+/) },
      },
    })
    // What is not personal stays readable: the subject, and the error's message minus its secrets.
    expect((first!.job as { input: { subject: string } }).input.subject).toBe('Pertanyaan tarif')
    expect(second).toMatchObject({ level: 'error', err: { type: 'Error', message: expect.stringContaining('s***@') } })
    expect((second!.err as { stack: string }).stack).toContain('log.test.ts')
  })

  it('pass a line with nothing to scrub as it was written (a request line is not parsed again)', () => {
    const line = `${JSON.stringify({ level: 'info', name: 'web', reqId: '4f1c2d9e8b7a6f5e4d3c2b1a09f8e7d6', method: 'GET', route: '/[locale]', status: 200, ms: 3.2, cache: 'HIT', msg: 'request' })}\n`
    expect(scrubLine(line)).toBe(line)
    expect(scrubLine(line.replace('"cache"', '"email":"a@b.co","cache"'))).not.toContain('a@b.co')
  })

  it('keep request ids, hashes and UUIDs: they are no secret', () => {
    const { logger, lines } = memoryLogger()
    const id = '4f1c2d9e8b7a6f5e4d3c2b1a09f8e7d6'
    logger.info(
      { etag: 'W/"5e8f0c2a9b7d4e1f3a6c8b0d2e4f6a8c"', upload: '9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d' },
      `done ${id}`,
    )
    expect(lines[0]).toMatchObject({
      msg: `done ${id}`,
      etag: 'W/"5e8f0c2a9b7d4e1f3a6c8b0d2e4f6a8c"',
      upload: '9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d',
    })
  })
})

describe('LOG_FLUSH_MS', () => {
  it('a whole number of milliseconds from 10 to 10,000; anything else is the default, once a second', () => {
    expect([logFlushMs('50'), logFlushMs('10'), logFlushMs('10000')]).toEqual([50, 10, 10_000])
    const refused = [undefined, '', '9', '10001', '50.5', '1e2', 'abc', '-50']
    expect(refused.map(logFlushMs)).toEqual(refused.map(() => 1000))
  })
})

describe("the front's request lines", () => {
  const { logger, lines, raw } = memoryLogger('web')
  let base = ''
  let close = () => {}
  beforeAll(async () => {
    const { server, port } = await serveTestFront(
      async (req, res) => {
        if (req.url?.startsWith('/broken')) throw new Error(`render failed for ${EMAIL}`)
        res.writeHead(200, { 'content-type': 'text/plain' }).end('ok')
      },
      { logger, routeOf: (url) => (url.startsWith('/xx/leave') ? '/[locale]/leave' : '/(other)') },
    )
    base = `http://127.0.0.1:${port}`
    close = () => server.close()
  })
  afterAll(() => close())

  const lineOf = async (reqId: string) => {
    await expect.poll(() => lines.find((line) => line.reqId === reqId && line.msg === 'request')).toBeTruthy()
    return lines.find((line) => line.reqId === reqId && line.msg === 'request')!
  }

  it('one line per request: method, route pattern, status, duration, request id — nothing the visitor sent', async () => {
    const res = await fetch(`${base}/xx/leave?token=${LINK_TOKEN}&email=${encodeURIComponent(EMAIL)}`, {
      headers: { cookie: `auth._token.local=${JWT}; _ga=GA1.1.1`, authorization: `Bearer ${JWT}` },
    })
    expect(res.status).toBe(200)
    const reqId = res.headers.get('x-request-id')!
    expect(reqId).toMatch(/^[0-9a-f]{32}$/)
    const line = await lineOf(reqId)
    expect(line).toMatchObject({
      level: 'info',
      name: 'web',
      method: 'GET',
      route: '/[locale]/leave',
      status: 200,
    })
    expect(typeof line.ms).toBe('number')
    expect(raw.filter((text) => leaks(text).length > 0)).toEqual([])
  })

  it("takes the edge's request id, or the caller's trace id, and makes one for anything else", async () => {
    const edge = '0af7651916cd43dd8448eb211c80319c'
    const fromEdge = await fetch(`${base}/a`, { headers: { 'x-request-id': edge } })
    expect(fromEdge.headers.get('x-request-id')).toBe(edge)
    const trace = '4bf92f3577b34da6a3ce929d0e0e4736'
    const fromWeb = await fetch(`${base}/a`, { headers: { traceparent: `00-${trace}-00f067aa0ba902b7-00` } })
    expect(fromWeb.headers.get('x-request-id')).toBe(trace)
    const forged = await fetch(`${base}/a`, { headers: { 'x-request-id': `"><script>${EMAIL}` } })
    expect(forged.headers.get('x-request-id')).toMatch(/^[0-9a-f]{32}$/)
    await lineOf(edge)
    await lineOf(trace)
  })

  it('a failure is an error line with the request id, and the 500 line after it', async () => {
    const res = await fetch(`${base}/broken`)
    expect(res.status).toBe(500)
    const reqId = res.headers.get('x-request-id')!
    expect(await lineOf(reqId)).toMatchObject({ level: 'error', status: 500 })
    const failure = lines.find((line) => line.reqId === reqId && line.msg === 'request failed')
    expect(failure).toMatchObject({ level: 'error', err: { message: 'render failed for s***@example.co.id' } })
    expect(raw.filter((text) => leaks(text).length > 0)).toEqual([])
  })
})

import net from 'node:net'
import { expect, test } from '@playwright/test'
import { fuzzRequests, XSS_MARKER, type FuzzRequest } from './fuzz-cases'

// One at a time: they share ports, content and the servers' capacity.
test.describe.configure({ mode: 'serial' })

/** One raw HTTP/1.1 exchange: the request goes out exactly as generated, malformed parts included. */
function exchange(port: number, request: FuzzRequest): Promise<{ status: number; head: string; body: string }> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    const body = request.body === undefined ? '' : request.body
    const headers = { host: `127.0.0.1:${port}`, connection: 'close', ...request.headers }
    if (request.body !== undefined) Object.assign(headers, { 'content-length': String(Buffer.byteLength(body)) })
    const head = `${request.method} ${request.target} HTTP/1.1\r\n${Object.entries(headers)
      .map(([k, v]) => `${k}: ${v}`)
      .join('\r\n')}\r\n\r\n`
    let answer = Buffer.alloc(0)
    socket.setTimeout(15_000, () => socket.destroy())
    // Not end(): a half-closed socket lets the server drop the answer (Node does not allow half-open).
    socket.on('connect', () => socket.write(head + body))
    socket.on('data', (chunk) => (answer = Buffer.concat([answer, chunk])))
    socket.on('close', () => {
      const text = answer.toString('utf8')
      const split = text.indexOf('\r\n\r\n')
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0),
        head: text.slice(0, split),
        body: text.slice(split + 4),
      })
    })
    socket.on('error', () => undefined)
  })
}

const STACK_TRACE = /\bat [\w$.<>]+ \(?(?:file:\/\/|\/)[^\s)]*:\d+:\d+\)?|node_modules\/|webpack-internal:/

async function fuzz(app: 'web' | 'cms', port: number, count: number) {
  const requests = fuzzRequests(count, app, app === 'web' ? 6 : 7)
  const statuses: Record<number, number> = {}
  const failures: string[] = []
  const queue = [...requests]
  await Promise.all(
    Array.from({ length: 6 }, async () => {
      for (let request = queue.shift(); request; request = queue.shift()) {
        const answer = await exchange(port, request)
        statuses[answer.status] = (statuses[answer.status] ?? 0) + 1
        const what = `${request.method} ${request.target} ${JSON.stringify(request.headers)} → ${answer.status}`
        // Methods a page or endpoint does not take are the client's mistake (405, or 404 for Payload's
        // endpoints a collection lacks): any 5xx is a fault.
        if (answer.status === 0 || answer.status >= 500) failures.push(what)
        else if (STACK_TRACE.test(answer.body)) failures.push(`${what}: stack trace in the body`)
        else if (/content-type: text\/html/i.test(answer.head) && answer.body.includes(XSS_MARKER))
          failures.push(`${what}: unescaped reflection`)
      }
    }),
  )
  console.log(`fuzz ${app}: ${count} requests, statuses ${JSON.stringify(statuses)}`)
  expect(failures.slice(0, 20)).toEqual([])
}

test.describe('fuzz: generated bad requests never get a 5xx, a stack trace or an unescaped echo', () => {
  test('web site: 1,500 requests', async ({ baseURL }) => {
    test.setTimeout(300_000)
    await fuzz('web', Number(new URL(baseURL!).port), 1500)
  })
  test('content service: 1,500 requests', async () => {
    test.setTimeout(300_000)
    await fuzz('cms', Number(new URL(process.env.E2E_CMS_URL!).port), 1500)
  })
})

import http from 'node:http'
import type net from 'node:net'
import zlib from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { holdHtml } from '../src/hold-html'

// A real server whose handler writes the way Next.js does (headers flushed early, the body in pieces,
// sometimes compressed); `complete` names the page's length and first word in a header.
let server: http.Server
let base = ''
const seen: (string | null)[] = []

beforeAll(async () => {
  server = http.createServer((req, res) => {
    holdHtml(res, (html, answer) => {
      seen.push(html)
      if (html === null) return void answer.removeHeader('x-page')
      answer.setHeader('x-page', `${html.length} ${html.split(/\W+/)[1] ?? ''}`)
    })
    res.setHeader('x-page', 'unknown')
    if (req.url === '/json') {
      res.writeHead(200, { 'content-type': 'application/json' })
      return void res.end('{"a":1}')
    }
    if (req.url === '/not-modified') {
      res.writeHead(304, { 'content-type': 'text/html; charset=utf-8' })
      return void res.end()
    }
    const html = '<html><body>' + 'x'.repeat(5000) + '<script>go()</script></body></html>'
    if (req.url === '/gzip') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'gzip' })
      return void res.end(zlib.gzipSync(html))
    }
    res.statusCode = req.url === '/missing' ? 404 : 200
    res.setHeader('content-type', 'text/html; charset=utf-8')
    res.flushHeaders()
    res.write(html.slice(0, 100))
    res.write(Buffer.from(html.slice(100, 3000)))
    res.end(html.slice(3000))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const length = '<html><body>'.length + 5000 + '<script>go()</script></body></html>'.length

describe('holdHtml', () => {
  it('sees the whole page before the headers go out, though Next flushed them and wrote in pieces', async () => {
    for (const path of ['/page', '/missing']) {
      const res = await fetch(`${base}${path}`)
      expect(res.headers.get('x-page')).toBe(`${length} html`)
      expect((await res.text()).length).toBe(length)
    }
  })

  it('reads a compressed page and sends it as it was compressed', async () => {
    const res = await fetch(`${base}/gzip`)
    expect(res.headers.get('content-encoding')).toBe('gzip')
    expect(res.headers.get('x-page')).toBe(`${length} html`)
    expect((await res.text()).length).toBe(length)
  })

  it('lets other answers pass, and tells of a 304 with no page', async () => {
    const json = await fetch(`${base}/json`)
    expect(json.headers.get('x-page')).toBe('unknown')
    expect(await json.json()).toEqual({ a: 1 })
    const before = seen.length
    const notModified = await fetch(`${base}/not-modified`)
    expect(notModified.status).toBe(304)
    expect(notModified.headers.get('x-page')).toBeNull()
    expect(seen.slice(before)).toEqual([null])
  })
})

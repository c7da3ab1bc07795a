import http from 'node:http'
import net from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DECLARED_LENGTH_HEADER } from '../src/declared-length'
import { serveTestFront } from './test-front'

// A real front on a loopback port with a stand-in for Next's handler, which records what got through.
let server: http.Server
let port = 0
const reached: { url?: string; ip?: string | string[] }[] = []

beforeAll(async () => {
  ;({ server, port } = await serveTestFront(async (req, res) => {
    reached.push({ url: req.url, ip: req.headers['x-real-ip'] })
    // A route that knows its length (a streamed file), written in pieces as Next pipes a stream.
    if (req.url?.startsWith('/declared')) {
      res.setHeader(DECLARED_LENGTH_HEADER, '4')
      if (req.url.endsWith('gzip')) res.setHeader('content-encoding', 'gzip')
      res.write('da')
      return void res.end('ta')
    }
    res.end('next')
  }))
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

/** A raw HTTP/1.1 exchange, so malformed request lines reach the server exactly as written. */
function raw(request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request))
    let answer = ''
    socket.on('data', (chunk) => (answer += chunk))
    socket.on('end', () => resolve(answer))
    socket.on('error', reject)
    setTimeout(() => socket.destroy(), 2000)
  })
}

describe('serveNext', () => {
  it('hands good requests to Next with the client address', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/id?q=a`, { headers: { 'x-real-ip': '6.6.6.6' } })
    expect(await res.text()).toBe('next')
    expect(reached.at(-1)).toEqual({ url: '/id?q=a', ip: '127.0.0.1' })
  })

  it('is ready only once its warm-up path answers 200: the app initialised before the first visitor', async () => {
    // An app still initialising answers 503 (the CMS's /v1/health before Payload is up), then 200.
    let asked = 0
    const connections: (string | undefined)[] = []
    const warm = await serveTestFront(
      async (req, res) => {
        if (req.url === '/warm') {
          asked++
          connections.push(req.headers.connection)
        }
        res.statusCode = req.url === '/warm' && asked < 3 ? 503 : 200
        res.end()
      },
      { warmUpPath: '/warm' },
    )
    expect(asked).toBe(3)
    // Each on a connection that closes with its answer: none is left open for a stop right after the
    // start to wait on (fetch kept one idle for 3 s).
    expect(connections).toEqual(['close', 'close', 'close'])
    await new Promise<void>((resolve) => warm.server.close(() => resolve()))
  })

  it('refuses TRACE and malformed escapes without reaching Next', async () => {
    const before = reached.length
    expect(await raw('TRACE /id HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n')).toMatch(/^HTTP\/1.1 501/)
    expect(await raw('GET /id/%ff HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n')).toMatch(/^HTTP\/1.1 400/)
    expect(reached.length).toBe(before)
  })

  it('sends a declared length as Content-Length instead of chunks, unless the body is re-encoded', async () => {
    const plain = await raw('GET /declared HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n')
    expect(plain).toMatch(/\r\ncontent-length: 4\r\n/i)
    expect(plain).not.toMatch(/transfer-encoding|x-declared-content-length/i)
    expect(plain.endsWith('\r\n\r\ndata')).toBe(true)
    const encoded = await raw('GET /declared-gzip HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n')
    expect(encoded).not.toMatch(/content-length|x-declared-content-length/i)
  })

  it('refuses an oversized body at once, without waiting for it', async () => {
    const started = Date.now()
    const answer = await raw('POST /v1/auth/login HTTP/1.1\r\nHost: x\r\nContent-Length: 209715200\r\n\r\n{"email"')
    expect(answer).toMatch(/^HTTP\/1.1 413/)
    expect(Date.now() - started).toBeLessThan(1500)
  })
})

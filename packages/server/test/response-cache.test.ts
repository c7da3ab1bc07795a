import http from 'node:http'
import type net from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { contentVersion } from '../src/content-version'
import { createResponseCache } from '../src/response-cache'

// A real server whose "app" counts the renders of each path and answers the way the Content API does:
// public answers with s-maxage, private ones, cookies, errors; writing in pieces like Next.js.
const renders = new Map<string, number>()
let content = 'first'
const version = contentVersion(`test-${process.pid}-${Date.now()}`, null)
const cached = createResponseCache({
  keyOf: (req) => (req.url?.startsWith('/v1/') ? { url: req.url, group: req.url.split('?')[0]! } : null),
  version,
  maxAgeMs: 60_000,
  maxBytes: 64 * 1024,
})

function app(req: http.IncomingMessage, res: http.ServerResponse) {
  const url = req.url ?? ''
  renders.set(url, (renders.get(url) ?? 0) + 1)
  const body = JSON.stringify({ data: content, url, render: renders.get(url) })
  const headers: http.OutgoingHttpHeaders = { 'content-type': 'application/json' }
  if (url.startsWith('/v1/private')) headers['cache-control'] = 'private, no-store'
  else if (url.startsWith('/v1/short')) headers['cache-control'] = 'public, s-maxage=1'
  else if (url.startsWith('/v1/never')) headers['cache-control'] = 'public, s-maxage=0'
  else headers['cache-control'] = 'public, max-age=0, s-maxage=10'
  if (url.startsWith('/v1/cookie')) headers['set-cookie'] = 'session=1'
  if (url.startsWith('/v1/stale')) headers['x-nextjs-cache'] = 'STALE'
  if (url.startsWith('/v1/large')) return void res.writeHead(200, headers).end('x'.repeat(8 * 1024))
  res.writeHead(url.startsWith('/v1/missing') ? 404 : 200, headers)
  res.write(body.slice(0, 5))
  res.end(Buffer.from(body.slice(5)))
}

let server: http.Server
let base = ''
beforeAll(async () => {
  server = http.createServer((req, res) => void cached(req, res, () => app(req, res)))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
beforeEach(() => renders.clear())

const get = async (path: string, init: RequestInit = {}) => {
  const res = await fetch(`${base}${path}`, init)
  return { status: res.status, cache: res.headers.get('x-cache'), headers: res.headers, body: await res.text() }
}

describe('response cache', () => {
  it('serves a public answer again without the app, byte for byte, with its headers', async () => {
    const first = await get('/v1/menu?locale=id')
    const second = await get('/v1/menu?locale=id')
    expect([first.cache, second.cache]).toEqual(['MISS', 'HIT'])
    expect(second.body).toBe(first.body)
    expect(second.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=10')
    expect(second.headers.get('content-type')).toBe('application/json')
    expect(Number(second.headers.get('content-length'))).toBe(Buffer.byteLength(first.body))
    expect(renders.get('/v1/menu?locale=id')).toBe(1)
    // Another query is another answer.
    expect((await get('/v1/menu?locale=en')).cache).toBe('MISS')
  })

  it('keeps an answer per host it was asked for, so a forged Host reaches no one else', async () => {
    await get('/v1/hosted')
    expect((await get('/v1/hosted')).cache).toBe('HIT')
    // fetch() sends its own Host: node:http sends the forged one.
    const cacheWith = (headers: http.OutgoingHttpHeaders) =>
      new Promise<unknown>((resolve, reject) => {
        http
          .get(`${base}/v1/hosted`, { headers }, (res) => resolve(res.resume().headers['x-cache']))
          .on('error', reject)
      })
    expect(await cacheWith({ host: 'evil.example' })).toBe('MISS')
    expect(await cacheWith({ 'x-forwarded-host': 'evil.example' })).toBe('MISS')
    expect((await get('/v1/hosted')).cache).toBe('HIT')
  })

  it('answers HEAD from a kept GET, without a body', async () => {
    await get('/v1/head')
    const head = await get('/v1/head', { method: 'HEAD' })
    expect(head.cache).toBe('HIT')
    expect(head.body).toBe('')
    expect(renders.get('/v1/head')).toBe(1)
  })

  it('retires every kept answer when a change is announced, and keeps none while it is being made', async () => {
    await get('/v1/home')
    expect(JSON.parse((await get('/v1/home')).body).data).toBe('first')
    const announce = version.changing()
    content = 'second'
    const during = await get('/v1/home')
    expect(during.cache).toBeNull() // passed straight to the app
    expect(JSON.parse(during.body).data).toBe('second')
    await announce()
    const after = await get('/v1/home')
    expect(after.cache).toBe('MISS')
    expect(JSON.parse(after.body).data).toBe('second')
    expect((await get('/v1/home')).cache).toBe('HIT')
    expect(renders.get('/v1/home')).toBe(3)
  })

  it('an answer made while a change was committed is not kept under the new version', async () => {
    // This request reads the version, then a change is made and announced before the app answers.
    const racing = http.createServer((req, res) => {
      void cached(req, res, () => {
        const announce = version.changing()
        void announce().then(() => app(req, res))
      })
    })
    await new Promise<void>((resolve) => racing.listen(0, '127.0.0.1', resolve))
    const res = await fetch(`http://127.0.0.1:${(racing.address() as net.AddressInfo).port}/v1/race`)
    expect(res.headers.get('x-cache')).toBe('MISS')
    await res.text()
    await new Promise<void>((resolve) => racing.close(() => resolve()))
    expect((await get('/v1/race')).cache).toBe('MISS')
    expect((await get('/v1/race')).cache).toBe('HIT')
  })

  it('keeps nothing private, personal, with a cookie, unsuccessful, stale, too large or not its own', async () => {
    for (const path of ['/v1/private', '/v1/cookie', '/v1/missing', '/v1/never', '/v1/stale', '/v1/large', '/other']) {
      await get(path)
      await get(path)
      expect(renders.get(path), path).toBe(2)
    }
    await get('/v1/personal')
    for (const header of ['authorization', 'cookie', 'range']) {
      const res = await get('/v1/personal', { headers: { [header]: 'x' } })
      expect(res.cache, header).toBeNull()
    }
    expect(renders.get('/v1/personal')).toBe(4)
  })

  it('serves an answer no longer than its s-maxage', async () => {
    await get('/v1/short')
    expect((await get('/v1/short')).cache).toBe('HIT')
    await new Promise((r) => setTimeout(r, 1100))
    expect((await get('/v1/short')).cache).toBe('MISS')
  })

  it('keeps no more than its memory allows, dropping the least recently used', async () => {
    // 64 KB in all, 4 KB at most per answer: /v1/large (8 KB) is never kept; small ones fill up.
    for (let i = 0; i < 1000; i++) await get(`/v1/many/${i}`)
    expect((await get('/v1/many/999')).cache).toBe('HIT')
    expect((await get('/v1/many/0')).cache).toBe('MISS')
  })
})

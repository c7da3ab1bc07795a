import http from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contentVersion } from '../src/content-version'
import { serveTestFront } from './test-front'

// The front as the web site runs it: pages held for `completeHtml` (which adds a header from the page's
// text, as the CSP's script hashes are added) and kept by the response cache.
let server: http.Server
let base = ''
let renders = 0

beforeAll(async () => {
  let port = 0
  ;({ server, port } = await serveTestFront(
    async (req, res) => {
      renders++
      res.setHeader('cache-control', 's-maxage=60, stale-while-revalidate=60')
      res.setHeader('vary', 'rsc, Accept-Encoding')
      if (req.headers.rsc === '1') {
        res.setHeader('content-type', 'text/x-component')
        return void res.end('0:["flight"]')
      }
      res.setHeader('content-type', 'text/html; charset=utf-8')
      res.write('<html><body>one two')
      res.end(` three <script>go(${renders})</script></body></html>`)
    },
    {
      completeHtml: (html, res) => {
        if (html !== null) res.setHeader('x-page-words', String(html.split(/\s+/).length))
      },
      responseCache: {
        keyOf: (req) => (req.url ? { url: req.url, group: 'pages' } : null),
        version: contentVersion(`front-test-${process.pid}`, null),
        maxAgeMs: 60_000,
        maxBytes: 1024 * 1024,
      },
    },
  ))
  base = `http://127.0.0.1:${port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const get = async (headers: Record<string, string> = {}) => {
  const res = await fetch(`${base}/id/page`, { headers })
  return { cache: res.headers.get('x-cache'), words: res.headers.get('x-page-words'), body: await res.text() }
}

describe('the front with a response cache', () => {
  it('keeps a page with the headers added once it was complete', async () => {
    const first = await get()
    const second = await get()
    expect(first).toMatchObject({ cache: 'MISS', words: '4' })
    expect(second).toEqual({ ...first, cache: 'HIT' })
    expect(renders).toBe(1)
  })

  it('serves each variant named in Vary only to requests that ask for it', async () => {
    const flight = await get({ rsc: '1' })
    expect(flight.cache).toBe('MISS')
    expect(flight.body).toBe('0:["flight"]')
    const page = await get()
    expect(page.body).toMatch(/^<html>/)
    expect((await get()).cache).toBe('HIT')
  })
})

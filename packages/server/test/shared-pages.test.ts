import http from 'node:http'
import type net from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contentVersion } from '../src/content-version'
import { createResponseCache } from '../src/response-cache'

// The cache as the web site uses it: pages are the same for every visitor but those with the site's
// session or preview cookie; a page's address is normalized (known parameters, sorted); each route
// keeps a bounded number of query variants. The "app" answers with what it was asked and the cookies
// it received, so each test can see what reached it.
const PERSONAL = ['session', 'preview']
const KNOWN = ['page', 'year']
const seen: { url: string; cookie: string | null }[] = []
const conditional: (string | string[] | null)[] = []

/** `/list?year=2024&utm_source=x&page=2` → `/list?page=2&year=2024`. */
function normalized(url: string) {
  const [path = '', query = ''] = url.split('?')
  const params = [...new URLSearchParams(query)]
    .filter(([name]) => KNOWN.includes(name))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  const search = new URLSearchParams(params).toString()
  return { url: search ? `${path}?${search}` : path, group: path }
}

const cached = createResponseCache({
  keyOf: (req) => (req.url ? normalized(req.url) : null),
  version: contentVersion(`shared-pages-${process.pid}`, null),
  maxAgeMs: 60_000,
  maxBytes: 1024 * 1024,
  maxVariants: 3,
  personalCookies: PERSONAL,
})

let server: http.Server
let base = ''
beforeAll(async () => {
  server = http.createServer((req, res) => {
    void cached(req, res, () => {
      seen.push({ url: req.url ?? '', cookie: req.headers.cookie ?? null })
      conditional.push(req.headers['if-none-match'] ?? null)
      const etag = `"${Buffer.from(req.url ?? '').toString('hex')}"`
      res.writeHead(200, { 'content-type': 'text/html', 'cache-control': 'public, s-maxage=60', etag })
      // A slow page: rendered while others ask for it.
      if (req.url?.startsWith('/slow')) setTimeout(() => res.end(`<p>${req.url}</p>`), 300)
      else res.end(`<p>${req.url}</p>`)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const get = async (path: string, cookie?: string, headers: Record<string, string> = {}) => {
  const res = await fetch(`${base}${path}`, { headers: { ...headers, ...(cookie ? { cookie } : {}) } })
  return {
    status: res.status,
    cache: res.headers.get('x-cache'),
    etag: res.headers.get('etag'),
    body: await res.text(),
  }
}

describe('pages the same for everyone', () => {
  it('keeps a page for visitors with analytics cookies, which the app never receives', async () => {
    seen.length = 0
    const first = await get('/home', '_ga=GA1.1.1234.5678; _gid=GA1.1.99')
    const second = await get('/home')
    const third = await get('/home', 'consent=all')
    expect([first.cache, second.cache, third.cache]).toEqual(['MISS', 'HIT', 'HIT'])
    expect(seen).toEqual([{ url: '/home', cookie: null }])
  })

  it('passes a visitor with the session or preview cookie to the app, with every cookie, and keeps nothing', async () => {
    await get('/account-page')
    seen.length = 0
    for (const cookie of ['_ga=1; session=abc', 'preview=1', ' session=x']) {
      const res = await get('/account-page', cookie)
      expect(res.cache, cookie).toBeNull()
    }
    expect(seen.map((s) => s.cookie)).toEqual(['_ga=1; session=abc', 'preview=1', 'session=x'])
    // A cookie whose name only contains a personal one's is not it.
    expect((await get('/account-page', 'mysession=1')).cache).toBe('HIT')
  })

  it('keeps one answer per normalized address, and asks the app for exactly that address', async () => {
    seen.length = 0
    const spellings = ['/list?year=2024&page=2', '/list?page=2&year=2024', '/list?utm_source=mail&page=2&year=2024']
    const answers = []
    for (const path of spellings) answers.push(await get(path))
    expect(answers.map((a) => a.cache)).toEqual(['MISS', 'HIT', 'HIT'])
    expect(new Set(answers.map((a) => a.body))).toEqual(new Set(['<p>/list?page=2&year=2024</p>']))
    expect(seen.map((s) => s.url)).toEqual(['/list?page=2&year=2024'])
    expect((await get('/list?page=3&year=2024')).cache).toBe('MISS')
  })

  it('keeps at most maxVariants per group, the least recently used going first', async () => {
    for (const page of [1, 2, 3]) await get(`/bounded?page=${page}`)
    await get('/bounded?page=1') // now the most recently used
    await get('/bounded?page=4') // pushes out page 2, the least recently used
    expect((await get('/bounded?page=1')).cache).toBe('HIT')
    expect((await get('/bounded?page=3')).cache).toBe('HIT')
    expect((await get('/bounded?page=4')).cache).toBe('HIT')
    expect((await get('/bounded?page=2')).cache).toBe('MISS')
    // Another group is not bounded by this one.
    expect((await get('/home')).cache).toBe('HIT')
  })

  it('makes an answer once: requests for it meanwhile wait for that one and get it from the cache', async () => {
    seen.length = 0
    const answers = await Promise.all(Array.from({ length: 8 }, () => get('/slow?page=1')))
    expect(seen.map((s) => s.url)).toEqual(['/slow?page=1'])
    expect(answers.filter((a) => a.cache === 'MISS')).toHaveLength(1)
    expect(answers.filter((a) => a.cache === 'HIT')).toHaveLength(7)
    expect(new Set(answers.map((a) => a.body))).toEqual(new Set(['<p>/slow?page=1</p>']))
  })

  it('answers a browser revalidating its copy with a 304 when the kept page is that copy', async () => {
    conditional.length = 0
    // Not kept yet: the app is asked without the condition (a 304 has nothing to keep), the page is kept.
    const first = await get('/revisited', undefined, { 'if-none-match': '"old"' })
    expect([first.status, first.cache]).toEqual([200, 'MISS'])
    expect(conditional).toEqual([null])
    const same = await get('/revisited', undefined, { 'if-none-match': `W/${first.etag}` })
    expect([same.status, same.cache, same.body]).toEqual([304, 'HIT', ''])
    expect(same.etag).toBe(first.etag)
    const changed = await get('/revisited', undefined, { 'if-none-match': '"old", "older"' })
    expect([changed.status, changed.cache, changed.body]).toEqual([200, 'HIT', first.body])
    expect(conditional).toHaveLength(1)
  })
})

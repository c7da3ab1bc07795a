import type { ChildProcess } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { sitePath } from '@jtt/content-api/routes'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { stopService } from '../../../../scripts/lib/proc.mjs'
import { startWeb } from '../../../../scripts/lib/services.mjs'
import { testPorts } from '../../../../scripts/lib/test-ports.mjs'
import { adminRest, loginToken, tempDirIf } from './helpers'

/**
 * The web front's cache of whole pages as visitors meet it: the built site (its production artifact)
 * on this suite's CMS, at the address the CMS notifies, so publish-to-live reaches it. What it keeps,
 * for whom, under which address, how many variants, and until when. On SQLite only: what is decided
 * here is the front's, whatever the database (scale-out.test.ts runs the site on PostgreSQL and Redis).
 */
const onSqlite = inject('testDb') === 'sqlite'
const VARIANTS = 3
const ANALYTICS = '_ga=GA1.1.1234.5678; _gid=GA1.1.99'
const LIST = sitePath('press-releases', 'id')

describe.skipIf(!onSqlite)("the web front's page cache", () => {
  const { port, secret } = inject('receiver')
  const site = `http://127.0.0.1:${port}`
  let web: ChildProcess | undefined
  let token = ''
  const webLog = path.join(tempDirIf(onSqlite, 'jtt-web-log-'), 'web.log')
  const webMetrics = `http://127.0.0.1:${testPorts.metrics.web.sqlite}/metrics`

  beforeAll(async () => {
    web = await startWeb(
      {
        ...inject('cmsEnv'),
        WEB_PORT: String(port),
        CONTENT_API_URL: inject('apiUrl'),
        CMS_PUBLIC_URL: inject('cmsUrl'),
        SITE_URL: site,
        REVALIDATE_SECRET: secret,
        PAGE_CACHE_VARIANTS: String(VARIANTS),
        WEB_METRICS_PORT: String(testPorts.metrics.web.sqlite),
      },
      { quiet: true, host: '127.0.0.1', logFile: webLog },
    )
    token = await loginToken()
  }, 240_000)
  afterAll(async () => {
    if (web) await stopService(web)
    fs.rmSync(path.dirname(webLog), { recursive: true, force: true })
  })

  const get = async (path: string, headers: Record<string, string> = {}) => {
    const res = await fetch(`${site}${path}`, { headers, redirect: 'manual' })
    return { status: res.status, cache: res.headers.get('x-cache'), body: await res.text() }
  }
  /** Asks until the front keeps the page (a publish of another test file may still be arriving). */
  const kept = async (path: string, headers: Record<string, string> = {}) => {
    await expect.poll(async () => (await get(path, headers)).cache, { timeout: 20_000 }).toBe('HIT')
    return get(path, headers)
  }

  it('keeps pages for visitors with analytics cookies, as for those without', async () => {
    const withCookies = await kept('/id', { cookie: ANALYTICS })
    const without = await get('/id')
    expect(without).toEqual(withCookies)
    expect((await get(`${LIST}?page=1`, { cookie: `${ANALYTICS}; consent=all` })).status).toBe(200)
    // Kept for the next visitor with other analytics cookies — asked until kept, as above: the traffic
    // advisories' start and end jobs of other files invalidate the site as a publish does (a MISS once).
    expect((await kept(`${LIST}?page=1`, { cookie: ANALYTICS })).cache).toBe('HIT')
  })

  it('never answers a visitor with the session or preview cookie from the cache', async () => {
    await kept('/id')
    for (const cookie of [`${ANALYTICS}; auth._token.local=not-a-session`, '__prerender_bypass=x; _ga=1']) {
      const res = await get('/id', { cookie })
      expect(res.cache, cookie).toBeNull()
      expect(res.status, cookie).toBeLessThan(500)
    }
  })

  it('keeps the sign-in page for guests, and sends an editor with a session on without it', async () => {
    const login = `${sitePath('login', 'en')}?redirect=${encodeURIComponent(sitePath('contact', 'en'))}`
    const guest = await kept(login, { cookie: ANALYTICS })
    expect(guest.body).toContain('type="password"')
    const editor = await get(login, { cookie: `auth._token.local=${token}` })
    expect([editor.status, editor.cache]).toEqual([307, null])
  })

  it("never keeps a subscription page opened with a subscriber's token; the same page without one is kept", async () => {
    const page = sitePath('email-alert-unsubscribe', 'id')
    await kept(page, { cookie: ANALYTICS })
    const link = `${page}?token=${'a'.repeat(40)}.${'b'.repeat(43)}`
    for (let i = 0; i < 2; i++) {
      const res = await fetch(`${site}${link}`)
      expect([res.status, res.headers.get('x-cache')]).toEqual([200, null])
      expect(res.headers.get('cache-control')).not.toMatch(/public|s-maxage/)
      expect(await res.text()).toContain('b'.repeat(43))
    }
  })

  it('answers a browser revalidating its copy with a 304 from the cache, and a stale copy with the page', async () => {
    await kept('/en')
    const etag = (await fetch(`${site}/en`)).headers.get('etag')
    expect(etag).toBeTruthy()
    const same = await fetch(`${site}/en`, { headers: { 'if-none-match': etag!, cookie: ANALYTICS } })
    expect([same.status, same.headers.get('x-cache')]).toEqual([304, 'HIT'])
    const old = await fetch(`${site}/en`, { headers: { 'if-none-match': '"an-old-copy"' } })
    expect([old.status, old.headers.get('x-cache')]).toEqual([200, 'HIT'])
    expect(await old.text()).toContain('</html>')
  })

  it('keeps one answer per normalized query: known parameters, any order, others ignored', async () => {
    const year = new Date().getFullYear()
    const first = await kept(`${LIST}?year=${year}&page=1`)
    for (const spelling of [`${LIST}?page=1&year=${year}`, `${LIST}?utm_source=mail&page=1&fbclid=x&year=${year}`])
      expect(await get(spelling), spelling).toEqual(first)
    // Another value is another page; an empty parameter is redirected to the clean address.
    expect((await get(`${LIST}?page=2&year=${year}`)).cache).toBe('MISS')
    const empty = await get(`${LIST}?page=1&year=`)
    expect(empty.cache).toBeNull()
  })

  it(`keeps at most ${VARIANTS} query variants per page, the least recently asked going first`, async () => {
    const words = Array.from({ length: VARIANTS + 1 }, () => crypto.randomBytes(4).toString('hex'))
    const results = (word: string) => `${sitePath('search-results', 'id')}?q=${word}`
    for (const word of words.slice(0, VARIANTS)) await kept(results(word))
    await get(results(words[0]!)) // now the most recently asked
    expect((await get(results(words[VARIANTS]!))).cache).toBe('MISS') // pushes out words[1]
    expect((await get(results(words[0]!))).cache).toBe('HIT')
    expect((await get(results(words[1]!))).cache).toBe('MISS')
  })

  it('retires kept list pages when a change is published: the next visitor gets the new list', async () => {
    // The newest release, first on the list's first page (the Content API's order is the site's).
    const listed = (await (await fetch(`${inject('apiUrl')}/press-releases?locale=id`)).json()) as {
      data: { id: number; title: string }[]
    }
    const release = listed.data[0]!
    const mark = crypto.randomBytes(4).toString('hex')
    const before = await kept(`${LIST}?page=1`, { cookie: ANALYTICS })
    expect(before.body).not.toContain(mark)
    try {
      const saved = await adminRest('PATCH', `/press-releases/${release.id}?locale=id`, token, {
        title: `${release.title} ${mark}`,
      })
      expect(saved.status).toBe(200)
      await expect
        .poll(async () => (await get(`${LIST}?page=1`, { cookie: ANALYTICS })).body, { timeout: 15_000 })
        .toContain(mark)
      // Kept again, with the change. Asked until kept: the CMS sends each notification once more 2 s later
      // (ECHO_MS in publishing/notifier.ts), which retires the page once more, on purpose.
      expect((await kept(`${LIST}?page=1`)).body).toContain(mark)
    } finally {
      await adminRest('PATCH', `/press-releases/${release.id}?locale=id`, token, { title: release.title })
    }
  })
  it("follows one visitor's request across the web and the Content API by its id, in both logs", async () => {
    const requestId = crypto.randomBytes(16).toString('hex')
    // A query no one asked before: the page is made, and reads the Content API for this request.
    const res = await fetch(`${site}${sitePath('search-results', 'en')}?q=${requestId.slice(0, 8)}`, {
      headers: { 'x-request-id': requestId },
    })
    expect([res.status, res.headers.get('x-request-id')]).toEqual([200, requestId])
    const linesOf = (file: string) =>
      fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => line.includes(requestId))
        .map((line) => JSON.parse(line.slice(line.indexOf('{'))) as Record<string, unknown>)
    await expect.poll(() => linesOf(inject('cmsLog')).length, { timeout: 5000 }).toBeGreaterThan(0)
    expect(linesOf(inject('cmsLog'))).toContainEqual(
      expect.objectContaining({ name: 'cms', msg: 'request', route: '/v1/search', status: 200 }),
    )
    await expect
      .poll(() => linesOf(webLog), { timeout: 5000 })
      .toContainEqual(
        expect.objectContaining({
          name: 'web',
          msg: 'request',
          route: '/[locale]/hasil-pencarian',
          status: 200,
          cache: 'MISS',
        }),
      )
  })

  it("reports the site's requests, page cache and Content API calls in its metrics", async () => {
    await kept('/id')
    const text = await (await fetch(webMetrics)).text()
    /** A series' value, `name{…labels…} value`, the labels in any order (the app's comes last). */
    const valueOf = (name: string, labels: Record<string, string>) => {
      const line = text
        .split('\n')
        .find((l) => l.startsWith(`${name}{`) && Object.entries(labels).every(([k, v]) => l.includes(`${k}="${v}"`)))
      return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1))
    }
    const home = { app: 'web', route: '/[locale]', method: 'GET', status: '200' }
    expect(valueOf('http_request_duration_seconds_count', home)).toBeGreaterThan(0)
    expect(valueOf('front_cache_results_total', { app: 'web', result: 'HIT' })).toBeGreaterThan(0)
    expect(valueOf('content_api_call_duration_seconds_count', { app: 'web', outcome: '200' })).toBeGreaterThan(0)
    expect(valueOf('content_service_up', { app: 'web' })).toBe(1)
    expect(valueOf('nodejs_eventloop_lag_seconds', { app: 'web' })).toBeGreaterThanOrEqual(0)
    // Not on the site's own port.
    const own = await fetch(`${site}/metrics`)
    expect(own.status).toBe(404)
    expect(await own.text()).not.toContain('# HELP')
  })
})

import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { startEdge } from '../../../../scripts/lib/edge.mjs'
import { testPorts } from '../../../../scripts/lib/test-ports.mjs'
import { cmsRest } from './fixtures'
import { messages, visitor } from './forms'
import { visitorAddress } from './mail'
import { sitePath } from '@jtt/content-api/routes'

// One at a time: the form post and the rate limit share the edge's per-address counters.
test.describe.configure({ mode: 'serial' })

/**
 * The production edge (deploy/nginx on Debian's nginx) in front of the e2e web site: pages come from
 * its cache, forms pass through it with the visitor's address, edits show through it within 5 s, and
 * it refuses oversized bodies and floods of form posts with its own readable pages.
 */
const PUBLISH_TO_LIVE_MS = 5000
const edgeUrl = `http://127.0.0.1:${testPorts.e2e.edge}`
let edge: Awaited<ReturnType<typeof startEdge>>

test.beforeAll(async () => {
  edge = await startEdge({
    webPort: testPorts.e2e.web,
    port: testPorts.e2e.edge,
    tlsPort: testPorts.e2e.edgeTls,
    quiet: process.env.E2E_LOG !== '1',
  })
})
test.afterAll(async () => {
  await edge?.stop()
})

test('public pages come from the edge cache, those rendered per request too; private ones never do', async ({
  request,
}) => {
  const first = await request.get(`${edgeUrl}/en/privacy-policy`)
  expect(first.status()).toBe(200)
  const again = await request.get(`${edgeUrl}/en/privacy-policy`)
  expect(again.headers()['x-cache-status']).toBe('HIT')
  expect(await again.text()).toContain('Privacy Policy</h1>')
  // Analytics cookies make no page personal: the same cached page.
  const withAnalytics = await request.get(`${edgeUrl}/en/privacy-policy`, {
    headers: { cookie: '_ga=GA1.1.1234.5678; _gid=GA1.1.99' },
  })
  expect(withAnalytics.headers()['x-cache-status']).toBe('HIT')
  // Rendered per request (they read the query string) but the same for every visitor: the app calls
  // them public and the edge keeps them for its short TTL, per full address.
  for (const path of [
    sitePath('contact', 'id'),
    `${sitePath('search-results', 'en')}?q=tarif`,
    sitePath('press-releases', 'id'),
    sitePath('login', 'id'), // the same form for every guest
    sitePath('unsubscribe', 'en'), // without an email's token
  ]) {
    expect((await request.get(`${edgeUrl}${path}`)).status()).toBe(200)
    const cached = await request.get(`${edgeUrl}${path}`)
    expect(cached.headers()['cache-control']).toMatch(/^public/)
    expect(cached.headers()['x-cache-status']).toMatch(/HIT|UPDATING|STALE/)
  }
  // A page opened with a subscriber's token is private; so is any page for a visitor with a session (or
  // in preview).
  for (let i = 0; i < 2; i++) {
    const link = await request.get(
      `${edgeUrl}${sitePath('unsubscribe', 'id')}?token=${'a'.repeat(40)}.${'b'.repeat(43)}`,
    )
    expect(link.status()).toBe(200)
    expect(link.headers()['cache-control']).toMatch(/private|no-store/)
    expect(link.headers()['x-cache-status']).not.toBe('HIT')
    const signedIn = await request.get(`${edgeUrl}${sitePath('search-results', 'en')}?q=tarif`, {
      headers: { cookie: 'auth._token.local=not-a-session' },
    })
    expect(signedIn.status()).toBe(200)
    expect(signedIn.headers()['cache-control']).toMatch(/private|no-store/)
    expect(signedIn.headers()['x-cache-status']).toBe('BYPASS')
  }
})

test('a page past its TTL is asked for again with its ETag: unchanged, the app answers 304 and the copy stays', async ({
  request,
}) => {
  const page = sitePath('cms-page', 'en', { dynamicPage: 'privacy-policy' })
  const log = path.join(edge.dir, 'access.log')
  const linesOf = (id: string) =>
    (fs.existsSync(log) ? fs.readFileSync(log, 'utf8') : '')
      .split('\n')
      .filter((line) => line.includes(id))
      .map((line) => JSON.parse(line) as { cache: string; upstreamStatus: string; status: number })
  expect((await request.get(`${edgeUrl}${page}`)).status()).toBe(200)
  // Past the TTL a visitor gets the stale copy while one refresh in the background asks the app with the
  // copy's ETag (logged as a line of its own, under that visitor's request id). Another test's publish
  // in between would make the app's answer a new page (200): the next refresh is then a 304 again.
  await expect
    .poll(
      async () => {
        const res = await request.get(`${edgeUrl}${page}`)
        if (res.headers()['x-cache-status'] !== 'STALE') return 'no refresh yet'
        const id = res.headers()['x-request-id'] ?? ''
        await expect.poll(() => linesOf(id).length, { timeout: 5000 }).toBe(2)
        const refresh = linesOf(id).find((line) => line.cache !== 'STALE')!
        return `${refresh.cache} ${refresh.upstreamStatus} ${refresh.status}`
      },
      { timeout: 20_000, intervals: [500] },
    )
    .toBe('REVALIDATED 304 200')
})

test('a cached page comes with its own policy: the hashes of its inline scripts, the same for everyone', async ({
  request,
}) => {
  const answers: { status: string; policy: string; html: string }[] = []
  for (let i = 0; i < 3; i++) {
    const res = await request.get(`${edgeUrl}/en/privacy-policy`)
    expect(res.status()).toBe(200)
    answers.push({
      status: res.headers()['x-cache-status'] ?? '',
      policy: res.headers()['content-security-policy'] ?? '',
      html: await res.text(),
    })
  }
  expect(answers.map((a) => a.status)).toContain('HIT')
  for (const answer of answers) {
    expect(answer.policy).toBe(answers[0]!.policy)
    expect(answer.html).toBe(answers[0]!.html)
    const scriptSrc = /(?:^|;\s*)script-src ([^;]*)/.exec(answer.policy)?.[1] ?? ''
    expect(scriptSrc).toContain("'self'")
    expect(scriptSrc).not.toMatch(/'nonce-|'unsafe-inline'|'unsafe-eval'/)
    const hashes = scriptSrc.match(/'sha256-[^']+'/g) ?? []
    // The theme script's and Next.js's own (bootstrap and payload).
    expect(hashes.length).toBeGreaterThan(2)
  }
})

test('internal headers neither reach the app nor leave it; HSTS only over HTTPS', async ({ request }) => {
  // A forged subrequest marker once made Next.js skip its middleware (CVE-2025-29927): here the proxy
  // still runs, so an unknown page is still the site's 404.
  const forged = await request.get(`${edgeUrl}/en/no-such-page`, {
    headers: { 'x-middleware-subrequest': 'proxy:proxy:proxy:proxy:proxy' },
  })
  expect(forged.status()).toBe(404)
  const res = await request.get(`${edgeUrl}${sitePath('home', 'en')}`)
  const names = Object.keys(res.headers())
  expect(
    names.filter((n) => n.startsWith('x-nextjs-') || n.startsWith('x-middleware-') || n === 'x-powered-by'),
  ).toEqual([])
  expect(res.headers()['strict-transport-security']).toBeUndefined() // plain HTTP here
  expect(res.headers()['x-content-type-options']).toBe('nosniff')
  expect(res.headers()['cross-origin-opener-policy']).toBe('same-origin')
})

test("each answer has its own request id, which the edge's access log names; metrics are not public", async ({
  request,
}) => {
  const ids: string[] = []
  for (let i = 0; i < 2; i++) {
    const res = await request.get(`${edgeUrl}/en/privacy-policy`, { headers: { 'x-request-id': 'f'.repeat(32) } })
    expect(res.status()).toBe(200)
    ids.push(res.headers()['x-request-id'] ?? '')
  }
  // Made by the edge, whatever the client sent; a cached answer does not repeat its maker's.
  expect(ids.every((id) => /^[0-9a-f]{32}$/.test(id) && id !== 'f'.repeat(32))).toBe(true)
  expect(new Set(ids).size).toBe(2)
  const log = path.join(edge.dir, 'access.log')
  await expect
    .poll(() => (fs.existsSync(log) ? fs.readFileSync(log, 'utf8') : ''), { timeout: 5000 })
    .toContain(ids[1]!)
  const line = fs
    .readFileSync(log, 'utf8')
    .split('\n')
    .find((l) => l.includes(ids[1]!))!
  expect(JSON.parse(line)).toMatchObject({
    method: 'GET',
    path: '/en/privacy-policy',
    status: 200,
    cache: expect.stringMatching(/^[A-Z]+$/),
  })
  const metrics = await request.get(`${edgeUrl}/metrics`)
  expect(metrics.status()).toBe(404)
  expect(await metrics.text()).not.toContain('# HELP')
})

test('every page type carries the security headers, over HTTPS with HSTS', async ({ playwright }) => {
  const https = await playwright.request.newContext({ ignoreHTTPSErrors: true })
  try {
    for (const path of [
      sitePath('home', 'en'),
      sitePath('press-releases', 'id'),
      sitePath('contact', 'en'),
      '/en/no-such-page',
    ]) {
      const res = await https.get(`https://127.0.0.1:${testPorts.e2e.edgeTls}${path}`)
      const h = res.headers()
      expect(h['strict-transport-security'], path).toMatch(/max-age=(\d{8,}|3153600\d)/)
      expect(h['x-content-type-options'], path).toBe('nosniff')
      expect(h['referrer-policy'], path).toBe('strict-origin-when-cross-origin')
      expect(h['permissions-policy'], path).toMatch(/camera=\(\)/)
      expect(h['cross-origin-opener-policy'], path).toBe('same-origin')
      expect(h['cross-origin-resource-policy'], path).toBe('same-origin')
      const csp = h['content-security-policy'] ?? ''
      for (const directive of ["frame-ancestors 'none'", "object-src 'none'", "base-uri 'none'", "form-action 'self'"])
        expect(csp, `${path}: ${directive}`).toContain(directive)
      expect(csp, path).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/)
    }
  } finally {
    await https.dispose()
  }
})

test('built assets: pre-compressed brotli and gzip, cached for a year', async ({ request }) => {
  const html = await (await request.get(`${edgeUrl}${sitePath('home', 'id')}`)).text()
  const script = /src="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1]
  expect(script).toBeTruthy()
  for (const encoding of ['br', 'gzip']) {
    const res = await request.get(`${edgeUrl}${script}`, { headers: { 'accept-encoding': encoding } })
    expect(res.status()).toBe(200)
    expect(res.headers()['content-encoding']).toBe(encoding)
    expect(res.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
  }
})

test('pages and the router’s payloads (prefetches, navigations) go out compressed', async ({ page }) => {
  const payloads: { url: string; encoding: string | undefined }[] = []
  page.on('response', (res) => {
    if (res.request().headers()['rsc'] && res.status() === 200)
      payloads.push({ url: res.url(), encoding: res.headers()['content-encoding'] })
  })
  const doc = await page.goto(`${edgeUrl}${sitePath('home', 'id')}`)
  expect(['br', 'gzip']).toContain(doc?.headers()['content-encoding'])
  // The idle prefetcher fetches the payloads of the links in view.
  await expect.poll(() => payloads.length, { timeout: 10_000 }).toBeGreaterThan(0)
  for (const { url, encoding } of payloads) expect(['br', 'gzip'], url).toContain(encoding)
})

test('a form post passes the edge, with the visitor’s address reaching the app', async ({ browser }) => {
  const address = visitorAddress()
  const page = await visitor(browser, { javaScript: false })
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': address })
  const subject = `Lewat edge ${Date.now()}`
  await page.goto(`${edgeUrl}${sitePath('contact', 'id')}`)
  await page.locator('#contact-name').fill('Rina Wati')
  await page.locator('#contact-email').fill('rina@example.com')
  await page.locator('#contact-subject').fill(subject)
  await page.locator('#contact-message').fill('Pesan ini melewati nginx di depan situs.')
  await page.locator('#captcha-noscript').fill(`pass-edge-${Date.now()}`)
  const [post] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'POST'),
    page.getByRole('button', { name: messages.id.contact.submit }).click(),
  ])
  expect(post.status()).toBe(303)
  await expect(page).toHaveURL(new RegExp(`^${edgeUrl}${sitePath('contact', 'id')}\\?status=sent$`))
  const stored = (await cmsRest('GET', `/contact-messages?where[subject][equals]=${encodeURIComponent(subject)}`)) as {
    docs: { clientIp?: string }[]
  }
  expect(stored.docs[0]?.clientIp).toBe(address)
})

test('an edit in the CMS shows through the edge within 5 s', async ({ request }) => {
  const slug = `edge-${Date.now()}`
  const created = (await cmsRest('POST', '/pages?locale=id', {
    title: 'Halaman edge',
    slug,
    _status: 'published',
  })) as { doc: { id: number } }
  await expect
    .poll(async () => (await request.get(`${edgeUrl}${sitePath('cms-page', 'id', { dynamicPage: slug })}`)).status(), {
      timeout: 10_000,
    })
    .toBe(200)
  expect(
    (await request.get(`${edgeUrl}${sitePath('cms-page', 'id', { dynamicPage: slug })}`)).headers()['x-cache-status'],
  ).toMatch(/HIT|STALE|UPDATING/)
  const title = `Halaman edge ${Date.now()}`
  await cmsRest('PATCH', `/pages/${created.doc.id}?locale=id`, { title })
  await expect
    .poll(async () => (await request.get(`${edgeUrl}${sitePath('cms-page', 'id', { dynamicPage: slug })}`)).text(), {
      timeout: PUBLISH_TO_LIVE_MS,
      intervals: [200],
    })
    .toContain(`${title}</h1>`)
})

test('oversized bodies and floods of form posts get the edge’s own readable refusals', async ({ request }) => {
  const big = await request.post(`${edgeUrl}${sitePath('contact', 'id')}`, { data: 'x'.repeat(100 * 1024) })
  expect(big.status()).toBe(413)
  expect(await big.text()).toContain('Permintaan terlalu besar')
  const statuses: number[] = []
  for (let i = 0; i < 15; i++) {
    statuses.push((await request.post(`${edgeUrl}${sitePath('contact', 'id')}`, { form: { a: 'b' } })).status())
  }
  expect(statuses).toContain(429)
  const limited = await request.post(`${edgeUrl}${sitePath('contact', 'id')}`, { form: { a: 'b' } })
  expect(limited.status()).toBe(429)
  expect(limited.headers()['retry-after']).toBe('60')
  expect(await limited.text()).toContain('Terlalu banyak permintaan')
})

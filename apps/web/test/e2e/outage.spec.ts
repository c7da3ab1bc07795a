import http from 'node:http'
import zlib from 'node:zlib'
import { expect, test, type APIRequestContext } from '@playwright/test'
import { stopService, waitForUrl } from '../../../../scripts/lib/proc.mjs'
import { startAppServer } from '../../../../scripts/lib/services.mjs'
import { testPorts } from '../../../../scripts/lib/test-ports.mjs'
import { api, cmsRest } from './fixtures'
import { messages } from './forms'
import { sitePath } from '@jtt/content-api/routes'

// One at a time: they share ports, content and the servers' capacity.
test.describe.configure({ mode: 'serial' })

/**
 * A second instance of the built site reads the CMS through a forwarder the test can cut, like a
 * network outage: pages already in its cache keep answering 200, a page that needs the CMS gets the
 * readable 503 'Data belum tersedia' at once, and everything recovers by itself when the CMS is back.
 */
const { outageWeb: webPort, forwarder: apiPort } = testPorts.e2e
const site = `http://127.0.0.1:${webPort}`
const cms = new URL(process.env.E2E_CMS_URL!)

const decoded = (body: Buffer, encoding: string | undefined) =>
  (encoding === 'gzip'
    ? zlib.gunzipSync(body)
    : encoding === 'br'
      ? zlib.brotliDecompressSync(body)
      : encoding === 'deflate'
        ? zlib.inflateSync(body)
        : body
  ).toString('utf8')

/**
 * Passes every call on to the CMS, but for those `fails` picks, which get a 503 (a service failing one
 * call); `seen` gets each answer's path and body (sign-in tokens are read from it).
 */
function startForwarder({
  fails = () => false,
  seen = () => {},
}: { fails?: (path: string) => boolean; seen?: (path: string, body: string) => void } = {}): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    if (fails(req.url ?? '')) return void res.writeHead(503, { 'content-type': 'application/json' }).end('{}')
    const upstream = http.request(
      { host: cms.hostname, port: cms.port, path: req.url, method: req.method, headers: req.headers },
      (up) => {
        res.writeHead(up.statusCode ?? 502, up.headers)
        const chunks: Buffer[] = []
        up.on('data', (chunk: Buffer) => chunks.push(chunk))
        up.on('end', () => seen(req.url ?? '', decoded(Buffer.concat(chunks), up.headers['content-encoding'])))
        up.pipe(res)
      },
    )
    upstream.on('error', () => res.writeHead(502).end())
    req.pipe(upstream)
  })
  return new Promise((resolve) => server.listen(apiPort, '127.0.0.1', () => resolve(server)))
}
/** A CMS that takes connections and never answers (hung, or a network that drops replies). */
function startStalledForwarder(): Promise<http.Server> {
  const server = http.createServer(() => {})
  return new Promise((resolve) => server.listen(apiPort, '127.0.0.1', () => resolve(server)))
}
const stopForwarder = (server: http.Server) =>
  new Promise<void>((resolve) => {
    server.close(() => resolve())
    server.closeAllConnections()
  })

function startSecondSite() {
  return startAppServer('web', 'web-outage', {
    env: {
      ...process.env,
      ...JSON.parse(process.env.E2E_WEB_ENV!),
      NODE_ENV: 'production',
      PORT: String(webPort),
      CONTENT_API_URL: `http://127.0.0.1:${apiPort}/v1`,
      CONTENT_API_TIMEOUT_MS: '2000',
    },
    quiet: process.env.E2E_LOG !== '1',
  })
}

/**
 * A published page no test has opened yet, so it is in no cache (both sites share the build's cache
 * directory): showing it needs the CMS. Answers its path per language.
 */
async function freshPage(name: string) {
  const stamp = Date.now()
  const created = (await cmsRest('POST', '/pages?locale=id', {
    title: `Halaman ${name}`,
    slug: `${name}-${stamp}`,
    _status: 'published',
  })) as { doc: { id: number } }
  await cmsRest('PATCH', `/pages/${created.doc.id}?locale=en`, { title: `Page ${name}`, slug: `${name}-en-${stamp}` })
  return {
    id: sitePath('cms-page', 'id', { dynamicPage: `${name}-${stamp}` }),
    en: sitePath('cms-page', 'en', { dynamicPage: `${name}-en-${stamp}` }),
  }
}

async function expectUnavailable(request: APIRequestContext, path: string, title: string) {
  const started = Date.now()
  const res = await request.get(`${site}${path}`)
  expect(res.status(), path).toBe(503)
  expect(res.headers()['retry-after']).toBe('10')
  const html = await res.text()
  expect(html).toContain(`<h1>${title}</h1>`)
  expect(html).toMatch(/<a href="\/(en)?">/)
  return Date.now() - started
}

test('cached pages outlive a CMS outage; pages that need the CMS answer 503 at once, then recover', async ({
  request,
}) => {
  test.setTimeout(120_000)
  const fresh = await freshPage('gangguan')
  let forwarder = await startForwarder()
  const web = startSecondSite()
  try {
    await waitForUrl(`${site}${sitePath('home', 'id')}`, { child: web, ok: (s) => s === 200 })
    const cached = await (await request.get(`${site}/en/privacy-policy`)).text()
    expect(cached).toContain('Privacy Policy')

    await stopForwarder(forwarder)
    // Cached: the same page, 200, for as long as the CMS is away (10 s of requests here).
    for (const until = Date.now() + 10_000; Date.now() < until;) {
      const res = await request.get(`${site}/en/privacy-policy`)
      expect(res.status()).toBe(200)
      expect(await res.text()).toContain('Privacy Policy</h1>')
      expect((await request.get(`${site}${sitePath('home', 'id')}`)).status()).toBe(200)
    }
    // Never rendered, so it needs the CMS: 503, readable without JavaScript, in the page's language.
    await expectUnavailable(request, fresh.id, 'Data belum tersedia')
    const elapsed = await expectUnavailable(request, fresh.en, 'Data not yet available')
    expect(elapsed).toBeLessThan(3000)

    forwarder = await startForwarder()
    await expect.poll(async () => (await request.get(`${site}${fresh.id}`)).status(), { timeout: 20_000 }).toBe(200)
    expect(await (await request.get(`${site}${fresh.en}`)).text()).toContain('Page gangguan</h1>')
  } finally {
    await stopService(web)
    await stopForwarder(forwarder)
  }
})

test('a site that starts while the CMS is down answers 503 and comes up by itself', async ({ request }) => {
  test.setTimeout(90_000)
  const fresh = await freshPage('mulai')
  const web = startSecondSite()
  let forwarder: http.Server | undefined
  try {
    await waitForUrl(`${site}${sitePath('home', 'id')}`, { child: web, ok: () => true })
    await expectUnavailable(request, fresh.id, 'Data belum tersedia')
    forwarder = await startForwarder()
    await expect.poll(async () => (await request.get(`${site}${fresh.id}`)).status(), { timeout: 20_000 }).toBe(200)
  } finally {
    await stopService(web)
    if (forwarder) await stopForwarder(forwarder)
  }
})

test('a CMS that hangs: cached pages stay 200, a page that needs it gets 503 within the timeout, requests do not pile up', async ({
  request,
}) => {
  test.setTimeout(120_000)
  const fresh = await freshPage('macet')
  let forwarder = await startForwarder()
  const web = startSecondSite()
  try {
    await waitForUrl(`${site}${sitePath('home', 'id')}`, { child: web, ok: (s) => s === 200 })
    expect((await request.get(`${site}/en/privacy-policy`)).status()).toBe(200)
    await stopForwarder(forwarder)
    forwarder = await startStalledForwarder()

    expect((await request.get(`${site}/en/privacy-policy`)).status()).toBe(200)
    // Ten visitors at once on a page the hung CMS must answer: each gets the 503 page, none waits on
    // the others (the site's timeout is 2 s; a pile-up would take a multiple of it).
    const started = Date.now()
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => request.get(`${site}${fresh.id}`, { timeout: 30_000 })),
    )
    expect(answers.map((res) => res.status())).toEqual(Array(10).fill(503))
    expect(Date.now() - started).toBeLessThan(10_000)
    expect((await request.get(`${site}${sitePath('home', 'id')}`)).status()).toBe(200)

    await stopForwarder(forwarder)
    forwarder = await startForwarder()
    await expect.poll(async () => (await request.get(`${site}${fresh.id}`)).status(), { timeout: 20_000 }).toBe(200)
  } finally {
    await stopService(web)
    await stopForwarder(forwarder)
  }
})

test('a profile that cannot be read right after sign-in ends that session: no cookie, the token is refused', async ({
  browser,
}) => {
  test.setTimeout(90_000)
  const email = `profile-fails-${Date.now()}@example.com`
  const password = 'Editor#Uji2026'
  await cmsRest('POST', '/users', { email, password, name: 'Editor profile-fails', roles: ['editor'] })
  const tokens: string[] = []
  const forwarder = await startForwarder({
    fails: (path) => path.startsWith('/v1/current-user/profile'),
    seen: (path, body) => {
      if (path.startsWith('/v1/auth/login')) tokens.push((JSON.parse(body) as { data: { token: string } }).data.token)
    },
  })
  const web = startSecondSite()
  try {
    await waitForUrl(`${site}${sitePath('home', 'id')}`, { child: web, ok: (s) => s === 200 })
    const context = await browser.newContext()
    const page = await context.newPage()
    await page.goto(`${site}${sitePath('login', 'en')}`)
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password').fill(password)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page.locator('#login-error')).toHaveText(messages.en.auth.errorUnavailable)
    await expect(page.getByLabel('Email')).toHaveValue(email)
    expect((await context.cookies()).some((c) => c.name === 'auth._token.local')).toBe(false)
    // The CMS opened a session and the site ended it at once: its token no longer works.
    expect(tokens).toHaveLength(1)
    const after = await api().profile(tokens[0]!)
    expect(after.ok || after.error.status).toBe(401)
    await context.close()
  } finally {
    await stopService(web)
    await stopForwarder(forwarder)
  }
})

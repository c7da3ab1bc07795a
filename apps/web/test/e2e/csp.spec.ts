import crypto from 'node:crypto'
import { expect, test, type Page } from '@playwright/test'
import { signInToAdmin } from './admin-session'
import { builtRoutes } from './fixtures'
import { sitePath } from '@jtt/content-api/routes'

/**
 * The Content-Security-Policy (apps/web/src/lib/security/csp.ts, apps/cms/src/proxy.ts): on the site,
 * scripts run from the site itself or by a listed hash (the admin: by its response's nonce), never
 * 'unsafe-inline' or 'unsafe-eval', and every
 * page still works under it — Next.js hydrates, the theme script runs, the captcha and the map load —
 * with no violation reported by the browser.
 */

/** Collects the browser's CSP violation reports (an init script runs outside the page's policy). */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { __cspViolations: string[] }).__cspViolations = seen
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`),
    )
  })
  return () => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)
}

const directives = (policy: string) =>
  new Map(
    policy.split(';').map((d) => {
      const [name = '', ...values] = d.trim().split(/\s+/)
      return [name, values] as const
    }),
  )

const sha256 = (text: string) => `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`

test('every built route: a policy with the hash of each inline script, and no violation', async ({ page }) => {
  const routes = await builtRoutes()
  test.setTimeout(routes.length * 8_000)
  const violations = await recordViolations(page)
  for (const route of routes) {
    const response = await page.goto(route.id)
    const policy = directives((await response!.headerValue('content-security-policy')) ?? '')
    const scriptSrc = policy.get('script-src') ?? []
    expect(scriptSrc, route.name).toContain("'self'")
    expect(
      scriptSrc.filter((v) => ["'unsafe-inline'", "'unsafe-eval'", 'https:', 'http:', '*'].includes(v)),
      route.name,
    ).toEqual([])
    expect(policy.get('frame-ancestors'), route.name).toEqual(["'none'"])
    expect(policy.get('object-src'), route.name).toEqual(["'none'"])
    // In the server HTML, every executable inline script's hash is in the policy (data blocks such as
    // JSON-LD aside), and Next.js has several of them on every page.
    const html = await response!.text()
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
      .filter((m) => !/type="application\/ld\+json"/.test(m[1]!))
      .map((m) => sha256(m[2]!))
    expect(inline.length, route.name).toBeGreaterThan(2)
    expect(
      inline.filter((hash) => !scriptSrc.includes(hash)),
      `${route.name}: inline scripts not allowed`,
    ).toEqual([])
    // Under the policy the page hydrated (Next.js's runtime ran) and the theme script ran.
    await expect
      .poll(() => page.evaluate(() => typeof (window as { next?: { version?: string } }).next?.version))
      .toBe('string')
    expect(await page.locator('html').getAttribute('data-theme-choice'), route.name).toBe('system')
    expect(await violations(), route.name).toEqual([])
  }
})

test('the contact form’s captcha and the rest-area map load under the policy', async ({ page }) => {
  const violations = await recordViolations(page)
  await page.goto(sitePath('contact', 'en'))
  await page.locator('#contact-name').fill('Wahyu') // the captcha may wait for the visitor to start
  await expect(page.locator('textarea[name="g-recaptcha-response"]')).toBeAttached({ timeout: 15_000 })
  expect(await violations()).toEqual([])
  await page.goto(sitePath('rest-areas', 'en'))
  const map = page.getByRole('region', { name: 'Rest area map' })
  await map.scrollIntoViewIfNeeded() // the map starts once it nears the viewport
  await expect(map.locator('.leaflet-marker-icon').first()).toBeVisible({ timeout: 15_000 })
  expect(await violations()).toEqual([])
})

test('the CMS admin: a fresh nonce per response, and the admin works under it', async ({ page, request }) => {
  const cms = process.env.E2E_CMS_URL!
  const nonces = await Promise.all(
    [1, 2].map(async () => {
      const res = await request.get(`${cms}/admin/login`)
      return /'nonce-([^']+)'/.exec(res.headers()['content-security-policy'] ?? '')?.[1]
    }),
  )
  expect(nonces[0]).toBeTruthy()
  expect(nonces[0]).not.toBe(nonces[1])
  const api = await request.get(`${cms}/v1/menu?locale=id`)
  expect(api.headers()['content-security-policy']).toContain("default-src 'none'")
  const violations = await recordViolations(page)
  await signInToAdmin(page)
  await page.goto(`${cms}/admin/collections/pages`)
  await expect(page.getByRole('link', { name: 'Kebijakan Privasi' }).first()).toBeVisible()
  expect(await violations()).toEqual([])
})

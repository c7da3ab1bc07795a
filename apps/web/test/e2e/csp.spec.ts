import { expect, test, type Page } from '@playwright/test'
import { signInToAdmin } from './admin-session'
import { builtRoutes } from './fixtures'

/**
 * The Content-Security-Policy (apps/web/src/lib/security/csp.ts, apps/cms/src/proxy.ts): scripts run
 * only with the response's nonce or a listed hash, never 'unsafe-inline' or 'unsafe-eval', and every
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

test('every built route: a nonce-based policy, every script carrying the nonce, and no violation', async ({ page }) => {
  const routes = await builtRoutes()
  test.setTimeout(routes.length * 8_000)
  const violations = await recordViolations(page)
  for (const route of routes) {
    const response = await page.goto(route.id)
    const policy = directives((await response!.headerValue('content-security-policy')) ?? '')
    const scriptSrc = policy.get('script-src') ?? []
    const nonce = scriptSrc.find((v) => v.startsWith("'nonce-"))?.slice(7, -1)
    expect(nonce, route.name).toBeTruthy()
    expect(scriptSrc, route.name).toContain("'strict-dynamic'")
    expect(
      scriptSrc.filter((v) => v === "'unsafe-inline'" || v === "'unsafe-eval'"),
      route.name,
    ).toEqual([])
    expect(policy.get('frame-ancestors'), route.name).toEqual(["'none'"])
    expect(policy.get('object-src'), route.name).toEqual(["'none'"])
    // In the server HTML, every executable inline script has the nonce (data blocks such as JSON-LD and
    // the hashed theme script aside).
    const html = await response!.text()
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((m) => m[1]!)
    const unstamped = inline.filter(
      (attrs) => !attrs.includes(`nonce="${nonce}"`) && !/type="application\/ld\+json"/.test(attrs),
    )
    expect(unstamped.length, `${route.name}: inline scripts without the nonce`).toBeLessThanOrEqual(1) // the theme script
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
  await page.goto('/en/contact-us')
  await page.locator('#contact-name').fill('Wahyu') // the captcha may wait for the visitor to start
  await expect(page.locator('textarea[name="g-recaptcha-response"]')).toBeAttached({ timeout: 15_000 })
  expect(await violations()).toEqual([])
  await page.goto('/en/services/rest-area')
  const map = page.getByRole('region', { name: 'Rest area map' })
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

import { expect, test } from '@playwright/test'
import { signInToAdmin } from './admin-session'
import { recordViolations } from './csp-checks'
import { sitePath } from '@jtt/content-api/routes'

/**
 * The Content-Security-Policy (apps/web/src/lib/security/csp.ts, apps/cms/src/proxy.ts): on the site,
 * scripts run from the site itself or by a listed hash (the admin: by its response's nonce), never
 * 'unsafe-inline' or 'unsafe-eval', and every
 * page still works under it — Next.js hydrates, the theme script runs, the captcha and the map load —
 * with no violation reported by the browser. Every built route is checked by the accessibility walk as it
 * loads it (a11y.spec.ts, with csp-checks.ts): one walk of the site instead of two.
 */

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

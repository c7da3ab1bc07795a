import crypto from 'node:crypto'
import { expect, type Page, type Response } from '@playwright/test'

/**
 * The site's Content-Security-Policy as the browser tests check it (apps/web/src/lib/security/csp.ts):
 * scripts run from the site itself or by a listed hash, never 'unsafe-inline' or 'unsafe-eval', and a
 * page works under it with no violation reported. The accessibility walk (a11y.spec.ts) checks every
 * built route with these as it loads it; csp.spec.ts the captcha, the map and the CMS admin.
 */

/** Collects the browser's CSP violation reports (an init script runs outside the page's policy). */
export async function recordViolations(page: Page) {
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

/**
 * The page just loaded (its `response`) has a policy with the hash of each of its inline scripts, and
 * under it Next.js hydrated and the theme script ran. Call before the page's theme is changed.
 */
export async function expectPolicyKept(page: Page, response: Response, name: string) {
  const policy = directives((await response.headerValue('content-security-policy')) ?? '')
  const scriptSrc = policy.get('script-src') ?? []
  expect(scriptSrc, name).toContain("'self'")
  expect(
    scriptSrc.filter((v) => ["'unsafe-inline'", "'unsafe-eval'", 'https:', 'http:', '*'].includes(v)),
    name,
  ).toEqual([])
  expect(policy.get('frame-ancestors'), name).toEqual(["'none'"])
  expect(policy.get('object-src'), name).toEqual(["'none'"])
  // In the server HTML, every executable inline script's hash is in the policy (data blocks such as
  // JSON-LD aside), and Next.js has several of them on every page.
  const html = await response.text()
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter((m) => !/type="application\/ld\+json"/.test(m[1]!))
    .map((m) => sha256(m[2]!))
  expect(inline.length, name).toBeGreaterThan(2)
  expect(
    inline.filter((hash) => !scriptSrc.includes(hash)),
    `${name}: inline scripts not allowed`,
  ).toEqual([])
  // Under the policy the page hydrated (Next.js's runtime ran) and the theme script ran.
  await expect
    .poll(() => page.evaluate(() => typeof (window as { next?: { version?: string } }).next?.version))
    .toBe('string')
  expect(await page.locator('html').getAttribute('data-theme-choice'), name).toBe('system')
}

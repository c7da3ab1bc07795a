import crypto from 'node:crypto'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { themeScript } from '../../src/lib/theme'

/** Loads csp.ts afresh: the placeholder is read once per process (on globalThis). */
async function freshCsp(env: Record<string, string>) {
  delete (globalThis as { __jttCspNonce?: string }).__jttCspNonce
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value)
  vi.resetModules()
  return import('../../src/lib/security/csp')
}

const directives = (policy: string) =>
  Object.fromEntries(
    policy.split('; ').map((d) => {
      const [name, ...values] = d.split(' ')
      return [name!, values]
    }),
  )

afterEach(() => vi.unstubAllEnvs())

describe('the web site’s Content-Security-Policy', () => {
  it('lets scripts run only by the placeholder nonce, the theme script’s hash and strict-dynamic', async () => {
    const csp = await freshCsp({
      CSP_NONCE_PLACEHOLDER: 'Placeholder_0123456789-abcd',
      CMS_PUBLIC_URL: 'https://cms.example',
    })
    const policy = directives(csp.pagePolicy())
    const hash = `'sha256-${crypto.createHash('sha256').update(themeScript).digest('base64')}'`
    expect(policy['script-src']).toEqual(
      expect.arrayContaining(["'nonce-Placeholder_0123456789-abcd'", hash, "'strict-dynamic'"]),
    )
    expect(policy['script-src']).not.toContain("'unsafe-inline'")
    expect(policy['script-src']).not.toContain("'unsafe-eval'")
    expect(policy['img-src']).toContain('https://cms.example')
    expect(policy['frame-ancestors']).toEqual(["'none'"])
    expect(policy['object-src']).toEqual(["'none'"])
    expect(csp.renderNonceHeader()).toBe("script-src 'nonce-Placeholder_0123456789-abcd'")
  })

  it('lets the CMS frame a draft preview, and nothing else', async () => {
    const csp = await freshCsp({ CSP_NONCE_PLACEHOLDER: 'x'.repeat(24), CMS_PUBLIC_URL: 'https://cms.example' })
    expect(directives(csp.pagePolicy({ framedByCms: true }))['frame-ancestors']).toEqual([
      "'self'",
      'https://cms.example',
    ])
  })

  it('allows the captcha stand-in’s and the tile server’s origins, a subdomain template as a wildcard', async () => {
    const csp = await freshCsp({
      CSP_NONCE_PLACEHOLDER: 'x'.repeat(24),
      RECAPTCHA_SITE_KEY: 'site-key',
      RECAPTCHA_SCRIPT_URL: 'http://127.0.0.1:3312/recaptcha/api.js',
      MAP_TILE_URL: 'https://{s}.tile.example.org/{z}/{x}/{y}.png',
    })
    const policy = directives(csp.pagePolicy())
    expect(policy['frame-src']).toContain('http://127.0.0.1:3312')
    expect(policy['img-src']).toContain('https://*.tile.example.org')
  })

  it('without a usable placeholder, one random per process rather than a guessable one', async () => {
    const csp = await freshCsp({ CSP_NONCE_PLACEHOLDER: 'short' })
    const nonce = csp.cspNoncePlaceholder()
    expect(nonce).toMatch(/^[A-Za-z0-9_-]{32}$/)
    expect(csp.cspNoncePlaceholder()).toBe(nonce)
  })
})

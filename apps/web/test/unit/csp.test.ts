import crypto from 'node:crypto'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { inlineScriptHashes, withScriptSources } from '../../src/lib/security/script-hashes'
import { themeScript } from '../../src/lib/theme'

/** Loads csp.ts afresh: its policies are built once per process from the settings. */
async function freshCsp(env: Record<string, string>) {
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
const hashOf = (text: string) => `'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`

afterEach(() => vi.unstubAllEnvs())

describe('the web site’s Content-Security-Policy', () => {
  it('lets scripts run from the site itself and by hash only: no inline, eval or scheme-wide source', async () => {
    const csp = await freshCsp({ CMS_PUBLIC_URL: 'https://cms.example', GTM_ID: '' })
    const policy = directives(csp.pagePolicy())
    expect(policy['script-src']).toEqual(expect.arrayContaining(["'self'", hashOf(themeScript)]))
    for (const loose of ["'unsafe-inline'", "'unsafe-eval'", 'https:', 'http:', '*', "'strict-dynamic'"])
      expect(policy['script-src']).not.toContain(loose)
    expect(policy['script-src']).not.toContain('https://www.googletagmanager.com')
    expect(policy['img-src']).toContain('https://cms.example')
    expect(policy['frame-ancestors']).toEqual(["'none'"])
    expect(policy['object-src']).toEqual(["'none'"])
  })

  it('adds the tag manager’s host only when it is embedded', async () => {
    const csp = await freshCsp({ GTM_ID: 'GTM-ABC123' })
    expect(directives(csp.pagePolicy())['script-src']).toContain('https://www.googletagmanager.com')
  })

  it('lets the CMS frame a draft preview, and nothing else', async () => {
    const csp = await freshCsp({ CMS_PUBLIC_URL: 'https://cms.example' })
    expect(directives(csp.pagePolicy({ framedByCms: true }))['frame-ancestors']).toEqual([
      "'self'",
      'https://cms.example',
    ])
  })

  it('allows the captcha stand-in’s and the tile server’s origins, a subdomain template as a wildcard', async () => {
    const csp = await freshCsp({
      RECAPTCHA_SITE_KEY: 'site-key',
      RECAPTCHA_SCRIPT_URL: 'http://127.0.0.1:3312/recaptcha/api.js',
      MAP_TILE_URL: 'https://{s}.tile.example.org/{z}/{x}/{y}.png',
    })
    const policy = directives(csp.pagePolicy())
    expect(policy['frame-src']).toContain('http://127.0.0.1:3312')
    expect(policy['script-src']).toContain('http://127.0.0.1:3312')
    expect(policy['img-src']).toContain('https://*.tile.example.org')
  })

  it('adds the hashes of a page’s inline scripts as it goes out, once each', async () => {
    const csp = await freshCsp({})
    const html =
      '<head><script>a()</script><script src="/_next/x.js" async></script>' +
      '<script type="application/ld+json">{"@type":"Organization"}</script></head>' +
      '<body><script type="module">b()</script><SCRIPT>a()</SCRIPT><script>c()\n</script ></body>'
    const policy = directives(csp.withPageScripts(csp.pagePolicy(), html))
    const pageHashes = [hashOf('a()'), hashOf('b()'), hashOf('c()\n')]
    expect(policy['script-src']).toEqual(expect.arrayContaining(pageHashes))
    expect(policy['script-src']).not.toContain(hashOf('{"@type":"Organization"}'))
    expect(policy['script-src']!.filter((source: string) => source === hashOf('a()'))).toHaveLength(1)
    expect(policy['object-src']).toEqual(["'none'"])
  })
})

describe('inline script hashes', () => {
  it('hash exactly the text a browser hashes, and only scripts that run', () => {
    expect(inlineScriptHashes('<script nonce="x" id="t">  self.x=1 </script>')).toEqual([hashOf('  self.x=1 ')])
    expect(inlineScriptHashes('<script type="text/plain">no</script><script src="a.js"></script>')).toEqual([])
  })

  it('leave a policy without script-src, or nothing to add, as it was', () => {
    expect(withScriptSources("default-src 'self'", ["'sha256-x'"])).toBe("default-src 'self'")
    expect(withScriptSources("script-src 'self'; img-src 'self'", [])).toBe("script-src 'self'; img-src 'self'")
    expect(withScriptSources("img-src 'self'; script-src 'self'", ["'sha256-x'"])).toBe(
      "img-src 'self'; script-src 'self' 'sha256-x'",
    )
  })
})

import { ResponseCookies } from 'next/dist/compiled/@edge-runtime/cookies'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { TOKEN_COOKIE } from '../../src/lib/auth/cookies'
import { withEnv } from './fresh-env'

/** The Set-Cookie header saveToken's `cookies().set(…)` sends for a site: Next's own cookie serializer. */
async function setCookieHeader(siteUrl: string) {
  const { tokenCookieOptions } = await withEnv({ SITE_URL: siteUrl }, () => import('../../src/lib/auth/token-cookie'))
  const headers = new Headers()
  new ResponseCookies(headers).set(TOKEN_COOKIE, 'token', tokenCookieOptions(new Date('2030-01-01T00:00:00Z')))
  return headers.get('set-cookie') ?? ''
}

afterEach(() => vi.unstubAllEnvs())

describe("the editor's token cookie", () => {
  it('is Secure in production (an https site), HttpOnly and SameSite=Lax', async () => {
    const header = await setCookieHeader('https://www.jasamargatransjawatol.co.id')
    expect(header).toMatch(/^auth\._token\.local=token;/)
    expect(header).toMatch(/; Secure(;|$)/i)
    expect(header).toMatch(/; HttpOnly(;|$)/i)
    expect(header).toMatch(/; SameSite=lax(;|$)/i)
    expect(header).toMatch(/; Path=\/(;|$)/)
  })

  it('is not Secure on a plain-http local site (the browser would drop it)', async () => {
    expect(await setCookieHeader('http://127.0.0.1:3000')).not.toMatch(/Secure/i)
  })
})

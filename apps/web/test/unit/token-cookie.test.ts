import { ResponseCookies } from 'next/dist/compiled/@edge-runtime/cookies'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { TOKEN_COOKIE } from '../../src/lib/auth/cookies'
import { tokenCookieOptions } from '../../src/lib/auth/token-cookie'

/** The Set-Cookie header saveToken's `cookies().set(…)` sends: Next's own cookie serializer. */
function setCookieHeader() {
  const headers = new Headers()
  new ResponseCookies(headers).set(TOKEN_COOKIE, 'token', tokenCookieOptions(new Date('2030-01-01T00:00:00Z')))
  return headers.get('set-cookie') ?? ''
}

afterEach(() => vi.unstubAllEnvs())

describe("the editor's token cookie", () => {
  it('is Secure in production (an https site), HttpOnly and SameSite=Lax', () => {
    vi.stubEnv('SITE_URL', 'https://www.jasamargatransjawatol.co.id')
    const header = setCookieHeader()
    expect(header).toMatch(/^auth\._token\.local=token;/)
    expect(header).toMatch(/; Secure(;|$)/i)
    expect(header).toMatch(/; HttpOnly(;|$)/i)
    expect(header).toMatch(/; SameSite=lax(;|$)/i)
    expect(header).toMatch(/; Path=\/(;|$)/)
  })

  it('is not Secure on a plain-http local site (the browser would drop it)', () => {
    vi.stubEnv('SITE_URL', 'http://127.0.0.1:3000')
    expect(setCookieHeader()).not.toMatch(/Secure/i)
  })
})

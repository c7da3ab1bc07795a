import { siteUrl } from '../site'

/**
 * The editor's bearer token lives in one cookie (`TOKEN_COOKIE`): HttpOnly, so scripts never see it
 * (never in localStorage), SameSite=Lax, and Secure whenever the site is served over https (its
 * public origin, `SITE_URL`: production).
 */
export const tokenCookieOptions = (expires: Date) => ({
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: siteUrl().startsWith('https://'),
  path: '/',
  expires,
})

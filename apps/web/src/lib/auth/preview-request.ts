import { NextResponse, type NextRequest } from 'next/server'
import { env } from '../../env'
import type { Locale } from '../../i18n/locales'
import { getPathname } from '../../i18n/navigation'
import { api } from '../content/client'
import { safeInternalPath } from '../safe-redirect'
import { DRAFT_MODE_COOKIE, TOKEN_COOKIE } from './cookies'
import { emitAuthError } from './events'

/**
 * The proxy's view of an editor's preview, from the cookies alone: Next's draft-mode cookie (set only
 * by /api/preview for an editor with `content:preview`) and the session cookie.
 */
export const inPreview = (request: NextRequest) => request.cookies.has(DRAFT_MODE_COOKIE)
export const isPreviewer = (request: NextRequest) => inPreview(request) && request.cookies.has(TOKEN_COOKIE)

/**
 * Has the editor's session ended while in preview? Its cookie is gone (it expires with the token), or
 * the content service no longer accepts the token (expired, or ended by a sign-out elsewhere). Drafts
 * are read with that token, so the page could not be rendered; asked once per previewed page, and
 * never for visitors. A content service that cannot answer is not an ended session.
 */
export async function previewSessionEnded(request: NextRequest): Promise<boolean> {
  const token = request.cookies.get(TOKEN_COOKIE)?.value
  if (!token) return true
  const profile = await api.profile(token, { init: { cache: 'no-store' } })
  return !profile.ok && profile.error.status === 401
}

/**
 * Leaves preview and sends the editor to sign in again, saying why, and back to this page afterwards.
 * The draft-mode cookie is cleared with the attributes Next sets it with (draftMode().disable()) — on
 * the page's own request (a document, or the admin's live-preview frame), never on the router's
 * background fetches: a prefetch the editor never sees must not change what the next page load shows.
 */
export function endPreview(request: NextRequest, locale: Locale): NextResponse {
  const development = env.nextDev
  emitAuthError({ kind: 'session-expired' })
  const login = new URL(getPathname({ locale, href: '/login' }), request.nextUrl.origin)
  login.searchParams.set('reason', 'expired')
  // Spec §5's rule allows no query string: back to the page itself.
  const back = safeInternalPath(request.nextUrl.pathname, '')
  if (back) login.searchParams.set('redirect', back)
  const response = NextResponse.redirect(login, 303)
  response.headers.set('cache-control', 'no-store')
  if (request.headers.get('sec-fetch-dest') === 'empty') return response
  response.cookies.set(DRAFT_MODE_COOKIE, '', {
    httpOnly: true,
    sameSite: development ? 'lax' : 'none',
    secure: !development,
    path: '/',
    expires: new Date(0),
  })
  response.cookies.delete(TOKEN_COOKIE)
  return response
}

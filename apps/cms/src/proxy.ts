import crypto from 'node:crypto'
import { NextResponse, type NextRequest } from 'next/server'
import { LANGUAGE_COOKIE } from './i18n/language'
import { adminPolicy } from './security/adminPolicy'

const CSP = 'content-security-policy'
const A_YEAR_IN_SECONDS = 365 * 24 * 60 * 60

/**
 * The admin's pages: a fresh nonce per response (see security/adminPolicy.ts), and Indonesian as the
 * interface language of a browser that has not chosen one. Without the cookie Payload would follow
 * the browser's Accept-Language, so an English browser would open the admin in English; signing in
 * overwrites the cookie with the account's own choice (auth/interfaceLanguageCookie.ts).
 */
export function proxy(request: NextRequest) {
  const nonce = crypto.randomBytes(18).toString('base64')
  const policy = adminPolicy(nonce)
  const headers = new Headers(request.headers)
  headers.set(CSP, policy) // read by Next.js while rendering, to stamp the nonce
  const chosen = request.cookies.has(LANGUAGE_COOKIE)
  if (!chosen) {
    const cookies = request.headers.get('cookie')
    headers.set('cookie', `${cookies ? `${cookies}; ` : ''}${LANGUAGE_COOKIE}=id`) // this request too
  }
  const response = NextResponse.next({ request: { headers } })
  response.headers.set(CSP, policy)
  if (!chosen) {
    // Set as Payload's own language switch sets it.
    response.cookies.set({ name: LANGUAGE_COOKIE, value: 'id', path: '/', maxAge: A_YEAR_IN_SECONDS, sameSite: 'lax' })
  }
  return response
}

export const config = { matcher: ['/admin/:path*', '/admin'] }

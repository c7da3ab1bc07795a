import createMiddleware from 'next-intl/middleware'
import { NextResponse, type NextRequest } from 'next/server'
import { defaultLocale, isLocale } from './i18n/locales'
import { routing } from './i18n/routing'
import { errorDocument } from './lib/error-document'
import { findRedirect } from './lib/redirects'

const intl = createMiddleware(routing)

/** Methods pages answer; anything else (bar Next's own server-action POSTs) is not implemented. */
const PAGE_METHODS = new Set(['GET', 'HEAD'])

export default async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl
  const locale = pathname.split('/')[1]

  if (!PAGE_METHODS.has(request.method) && !request.headers.has('next-action')) {
    return new NextResponse(errorDocument(isLocale(locale) ? locale : defaultLocale, 501), {
      status: 501,
      headers: { 'content-type': 'text/html; charset=utf-8', allow: 'GET, HEAD' },
    })
  }

  // Spec §4: when the full path equals an old_url, answer 301 to its new_url (chains collapsed to one hop).
  const target = await findRedirect(pathname)
  if (target) {
    const location = target.startsWith('/') ? new URL(target, request.nextUrl.origin) : new URL(target)
    return NextResponse.redirect(location, 301)
  }

  return intl(request)
}

export const config = {
  // Everything but Next internals, metadata routes and files with an extension (images, icons…).
  matcher: ['/((?!_next|_vercel|sitemap\\.xml|robots\\.txt|.*\\..*).*)'],
}

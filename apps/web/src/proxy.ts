import createMiddleware from 'next-intl/middleware'
import { NextResponse, type NextRequest } from 'next/server'
import { defaultLocale, isLocale, type Locale } from './i18n/locales'
import { matchRoute } from './i18n/match-route'
import { routesWithPages } from './i18n/pages'
import { routing } from './i18n/routing'
import { errorDocument } from './lib/error-document'
import { pageSlugExists } from './lib/page-slugs'
import { contentServiceReachable, findRedirect } from './lib/redirects'

const intl = createMiddleware(routing)

/** Methods pages answer; anything else (bar Next's own server-action POSTs) is not implemented. */
const PAGE_METHODS = new Set(['GET', 'HEAD'])

const htmlError = (locale: Locale, status: 404 | 501 | 503, headers: Record<string, string> = {}) =>
  new NextResponse(errorDocument(locale, status), {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', ...headers },
  })

/** Is this localized path a route of the table, or a published CMS page? null: cannot tell now. */
async function routeExists(locale: Locale, rest: string): Promise<boolean | null> {
  const route = matchRoute(locale, rest)
  if (route === null || !routesWithPages.has(route)) return false
  if (route !== '/[dynamicPage]') return true
  return pageSlugExists(locale, decodeURIComponent(rest.slice(1)))
}

export default async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl
  const [, first = '', ...rest] = pathname.split('/')
  const locale = isLocale(first) ? first : null

  if (!PAGE_METHODS.has(request.method) && !request.headers.has('next-action')) {
    return htmlError(locale ?? defaultLocale, 501, { allow: 'GET, HEAD' })
  }

  // Spec §4: when the full path equals an old_url, answer 301 to its new_url (chains collapsed to one hop).
  const target = await findRedirect(pathname)
  if (target) {
    const location = target.startsWith('/') ? new URL(target, request.nextUrl.origin) : new URL(target)
    return NextResponse.redirect(location, 301)
  }

  // Content service down or too slow: a clear 503 'Data belum tersedia' page instead of a crash.
  // It is re-checked every 2 s, so pages come back by themselves; an edge cache in front may serve
  // stale copies meanwhile.
  if (!(await contentServiceReachable())) return htmlError(locale ?? defaultLocale, 503, { 'retry-after': '10' })

  // Spec §8: an unmatched route is a 404, answered here so the page is complete without JavaScript.
  if (locale && (await routeExists(locale, `/${rest.join('/')}`)) === false) return htmlError(locale, 404)

  return intl(request)
}

export const config = {
  // Everything but Next internals, metadata routes and files with an extension (images, icons…).
  matcher: ['/((?!_next|_vercel|sitemap\\.xml|robots\\.txt|.*\\..*).*)'],
}

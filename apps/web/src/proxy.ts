import createMiddleware from 'next-intl/middleware'
import { NextRequest, NextResponse } from 'next/server'
import { contentTypeOfRoute } from './i18n/content-routes'
import { defaultLocale, isLocale, type Locale } from './i18n/locales'
import { matchRoute, type RouteMatch } from './i18n/match-route'
import {
  formRoutes,
  hasPersonalQuery,
  requiresSignIn,
  routesWithPages,
  sharedRenderedRoutes,
  timedRoutes,
} from './i18n/pages'
import { getPathname } from './i18n/navigation'
import type { AppPathname } from './i18n/routes'
import { routing } from './i18n/routing'
import { DRAFT_MODE_COOKIE, TOKEN_COOKIE } from './lib/auth/cookies'
import { endPreview, inPreview, isPreviewer, previewSessionEnded } from './lib/auth/preview-request'
import { contentHealth } from './lib/content/health'
import { REVALIDATE_SECONDS } from './lib/content/tags'
import { isDocumentRequest } from './lib/document-request'
import { checkFormPost, isActionFormPost, RETRY_AFTER_HEADER } from './lib/forms/proxy-guard'
import { formOfPage } from './lib/forms/routes'
import { errorDocument, type ErrorDocumentCode } from './lib/error-document'
import { findRedirect } from './lib/redirects'
import { documentPolicy, pagePolicy } from './lib/security/csp'
import { contentExists } from './lib/route-index'
import { trafficPageLifetime } from './lib/traffic-lifetime'
import { fetchOwnPage, isInternalRequest, relay } from './lib/self-fetch'
import { STATUS_PAGE_CODES, statusPagePath } from './lib/status-page'

const intl = createMiddleware(routing)

/**
 * Methods pages answer; any other is refused with a 405 and `Allow`, bar Next's own server-action POSTs
 * and the form pages' posts (with or without JavaScript; see `formPost`).
 */
const PAGE_METHODS = new Set(['GET', 'HEAD'])

const CSP = 'content-security-policy'

/**
 * Cache-Control of a page rendered per request that anyone may share (see sharedRenderedRoutes): Next
 * would call it private. Browsers ask again each time; shared caches may keep it as long as the data it
 * is made of (publish-to-live retires the front's copy at once, the edge keeps any page 2 s at most).
 * A page whose content changes by the clock alone would say so with a shorter lifetime here.
 */
const SHARED_RENDER_CACHE = `public, max-age=0, s-maxage=${REVALIDATE_SECONDS}`

/** A timed page (traffic advisories by the clock) lives until the next start or end of an advisory. */
const sharedRenderCache = async (route: AppPathname) =>
  timedRoutes.has(route) ? `public, max-age=0, s-maxage=${await trafficPageLifetime()}` : SHARED_RENDER_CACHE

const staticDocument = (
  locale: Locale,
  page: ErrorDocumentCode,
  headers: Record<string, string> = {},
  status: number = page,
) =>
  new NextResponse(errorDocument(locale, page), {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      [CSP]: documentPolicy,
      ...headers,
    },
  })

/**
 * An error answer: the site's own page for it (header, menu, footer, rendered and cached like any
 * page) when the content service can provide one, else the self-contained document. The router's
 * fetches get an empty answer, so a prefetch settles at once (an unread HTML body kept Chromium's
 * requests pending) and a navigation falls back to loading the page, which shows the full error page.
 */
async function errorPage(
  request: NextRequest,
  locale: Locale,
  page: 404 | 429 | 501,
  headers: Record<string, string> = {},
  status: number = page,
) {
  if (!isDocumentRequest(request.headers.get('sec-fetch-dest')))
    return new NextResponse(null, { status, headers: { 'cache-control': 'no-store', ...headers } })
  if (STATUS_PAGE_CODES.includes(page) && !contentHealth.isDown()) {
    const own = await fetchOwnPage(statusPagePath(locale, page), request.headers)
    if (own?.status === 200) {
      const res = relay(own, status)
      res.headers.set('cache-control', 'no-store')
      for (const [name, value] of Object.entries(headers)) res.headers.set(name, value)
      return res
    }
  }
  return staticDocument(locale, page, headers, status)
}

const safeDecode = (segment: string) => {
  try {
    return decodeURIComponent(segment)
  } catch {
    return null
  }
}

/**
 * Is this a page of the site? null: cannot tell now (the content service is away). The route index
 * knows published items only: in an editor's preview, an item never published (or whose draft has
 * another slug) is asked of the page itself, which reads the draft and calls notFound() without one.
 */
async function routeExists(locale: Locale, match: RouteMatch | null, preview: boolean): Promise<boolean | null> {
  if (match === null || !routesWithPages.has(match.route)) return false
  const type = contentTypeOfRoute(match.route)
  if (!type || preview) return true
  const [param] = Object.values(match.params)
  const key = param === undefined ? null : safeDecode(param)
  return key === null ? false : contentExists(type, locale, key)
}

const isCrossSite = (request: NextRequest) => {
  const origin = request.headers.get('origin')
  if (!origin) return false
  try {
    return new URL(origin).host !== request.headers.get('host')
  } catch {
    return true // "null" (a sandboxed or privacy-stripped origin) is not this site either
  }
}

/** Server actions post back to their page: without JavaScript they carry no header, only a form body. */
const takesPost = (request: NextRequest, match: RouteMatch | null) =>
  request.method === 'POST' &&
  (request.headers.has('next-action') ||
    (match !== null && formRoutes.has(match.route)) ||
    request.cookies.has(DRAFT_MODE_COOKIE)) // the preview bar's forms

/**
 * A POST to a form page: counted against the visitor's limit (the localized 429 page when over it,
 * or — for the page's own JavaScript — a header its server action answers with), refused with a 400
 * when it is not a form the page can take, else passed on to the page's server action.
 */
async function formPost(request: NextRequest, locale: Locale, match: RouteMatch | null): Promise<NextResponse | null> {
  const form = match && routesWithPages.has(match.route) ? formOfPage(match.route, request.nextUrl.searchParams) : null
  if (!form) return null
  const verdict = await checkFormPost(request, form)
  if (verdict.kind === 'bad') return staticDocument(locale, 400)
  const headers = new Headers(request.headers)
  headers.delete(RETRY_AFTER_HEADER)
  if (verdict.kind === 'limited') {
    const retryAfter = String(verdict.retryAfterSeconds)
    if (!verdict.script) return errorPage(request, locale, 429, { 'retry-after': retryAfter })
    headers.set(RETRY_AFTER_HEADER, retryAfter)
  }
  return intl(new NextRequest(request, { headers }))
}

export default async function proxy(request: NextRequest) {
  // The proxy's own requests for a status page (see self-fetch.ts) go straight to it.
  if (isInternalRequest(request.headers)) return NextResponse.next()
  const response = await route(request)
  if (!response.headers.has(CSP)) {
    // Only an editor's preview may be framed by the CMS admin's live preview; visitors' pages never.
    response.headers.set(CSP, pagePolicy({ framedByCms: isPreviewer(request) }))
  }
  return response
}

async function route(request: NextRequest): Promise<NextResponse> {
  const { pathname, search } = request.nextUrl

  const [, first = '', ...rest] = pathname.split('/')
  const locale = isLocale(first) ? first : null
  const match = locale ? matchRoute(locale, `/${rest.join('/')}`) : null

  // A method this page does not take is the client's mistake (405 with what it takes), never a 5xx;
  // people who get here with a browser see the spec's page for it (the 501 'server error' page).
  if (!PAGE_METHODS.has(request.method) && !takesPost(request, match)) {
    const allow = match && formRoutes.has(match.route) ? 'GET, HEAD, POST' : 'GET, HEAD'
    return errorPage(request, locale ?? defaultLocale, 501, { allow }, 405)
  }
  // CSRF: a form post from another site (its browser says so in Origin) is refused outright.
  if (!PAGE_METHODS.has(request.method) && isCrossSite(request)) {
    return new NextResponse('Cross-site form posts are refused.', {
      status: 403,
      headers: { 'cache-control': 'no-store' },
    })
  }
  if (request.method === 'POST' && locale) {
    const answer = await formPost(request, locale, match)
    if (answer) return answer
  }
  // Any other script-less post (sign-in, the preview bar) reaches Next only as a form it can decode.
  if (request.method === 'POST' && !request.headers.has('next-action') && !(await isActionFormPost(request)))
    return staticDocument(locale ?? defaultLocale, 400)

  // Spec §4: when the full path equals an old_url, answer 301 to its new_url (chains collapsed to one
  // hop); the query string goes along unless the target has its own.
  const target = await findRedirect(pathname)
  if (target) {
    const location = new URL(target, request.nextUrl.origin)
    if (!location.search) location.search = search
    return NextResponse.redirect(location, 301)
  }

  // An editor whose session ended while previewing leaves preview and signs in again (drafts are
  // read with the session's token: the page could not be rendered).
  // (Pages only: the preview bar's forms — exit, sign out — post to the page and work either way.)
  const preview = inPreview(request)
  if (locale && preview && PAGE_METHODS.has(request.method) && (await previewSessionEnded(request)))
    return endPreview(request, locale)

  // Spec §8: an unmatched route is a 404, answered here so the page is complete without JavaScript.
  // In preview the page decides, for its forms' posts too (the page may exist only as a draft).
  if (locale && (await routeExists(locale, match, preview)) === false) return errorPage(request, locale, 404)

  // Spec §6 auth guard: a guest opening a page that does not opt out signs in first, then comes back.
  if (locale && match && requiresSignIn(match.route) && !request.cookies.has(TOKEN_COOKIE)) {
    const login = new URL(getPathname({ locale, href: '/login' }), request.nextUrl.origin)
    login.searchParams.set('redirect', pathname)
    return NextResponse.redirect(login, 303)
  }

  // An editor's preview may show inside the CMS admin's live preview (an iframe): see pagePolicy.
  const response = intl(request)
  if (isShared(request, match) && response.status === 200)
    response.headers.set('cache-control', await sharedRenderCache(match.route))
  return response
}

/**
 * A GET of a page rendered per request whose answer is the same for every visitor (no session, no
 * preview, no subscriber's token in the address).
 */
const isShared = (request: NextRequest, match: RouteMatch | null): match is RouteMatch =>
  match !== null &&
  sharedRenderedRoutes.has(match.route) &&
  !hasPersonalQuery(match.route, request.nextUrl.searchParams) &&
  PAGE_METHODS.has(request.method) &&
  !request.cookies.has(TOKEN_COOKIE) &&
  !request.cookies.has(DRAFT_MODE_COOKIE)

export const config = {
  // Everything but Next internals, API routes, metadata routes and files with an extension.
  matcher: ['/((?!_next|_vercel|api/|sitemap\\.xml|robots\\.txt|.*\\..*).*)'],
}

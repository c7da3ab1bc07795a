import { ROUTE_IDS, ROUTES, routeSpec } from '@jtt/content-api/routes'
import type { AppPathname } from './routes'

/** The internal pathnames of the registry's routes whose flag says so. */
const pagesWhere = (flag: (route: ReturnType<typeof routeSpec>) => boolean): AppPathname[] =>
  ROUTE_IDS.filter((id) => flag(routeSpec(id))).map((id) => ROUTES[id].page)

/**
 * Every route of the registry has a page in app/[locale] (a unit test keeps this list equal to the
 * page files); the proxy answers other paths with a 404.
 */
export const routesWithPages: ReadonlySet<AppPathname> = new Set(pagesWhere(() => true))

/**
 * The auth guard (spec §6) guards every route unless it opts out (`public` in the registry): the
 * site's public pages (all but the editor's account). A guest opening a guarded route is sent to sign
 * in and brought back; a route added to the registry without opting out is guarded until it does.
 */
export const publicRoutes: ReadonlySet<AppPathname> = new Set(pagesWhere((route) => route.public === true))

/** Does the auth guard send guests on this route to sign in? Yes unless it opts out (publicRoutes). */
export const requiresSignIn = (route: AppPathname): boolean => !publicRoutes.has(route)

/**
 * Routes whose forms post back to them (server actions that also work without JavaScript): the
 * editors' sign-in and account, and the visitors' forms, each with its rate limit (lib/forms/routes.ts).
 */
export const formRoutes: ReadonlySet<AppPathname> = new Set(pagesWhere((route) => route.form !== undefined))

/**
 * Public pages rendered for each request because they read the query string (lists with filters and
 * pages, search, the forms' sent state), with the parameters each reads (`query` in the registry).
 * Their answer depends on the address alone, so shared caches (the front, the edge) keep them like
 * every other page, one answer per normalized query (these parameters only, sorted: see
 * lib/page-cache-key.ts). A request carrying a parameter of personalQuery (an email's token) is not
 * shared, nor are the pages of personalRoutes.
 */
export const sharedRenderedRoutes: ReadonlyMap<AppPathname, readonly string[]> = new Map(
  ROUTE_IDS.flatMap((id) => {
    const { query } = routeSpec(id)
    return query ? [[ROUTES[id].page, query] as const] : []
  }),
)

/**
 * Shared pages that show traffic advisories by the clock (`timed` in the registry): the proxy lets
 * shared caches keep them no longer than the next start or end of any advisory (lib/traffic-lifetime.ts).
 */
export const timedRoutes: ReadonlySet<AppPathname> = new Set(pagesWhere((route) => route.timed === true))

/** Pages made for one visitor (the account page): never kept by a shared cache; their query reaches them as sent. */
export const personalRoutes: ReadonlySet<AppPathname> = new Set(pagesWhere((route) => route.personal === true))

/**
 * Parameters that make one request to a shared page personal: the subscription and unsubscribe pages
 * opened from an email's link carry one subscriber's token, which no shared cache may keep (the edge
 * writes what it keeps to disk). The same pages without a token are kept like any other.
 */
const personalQueries: ReadonlyMap<AppPathname, readonly string[]> = new Map(
  ROUTE_IDS.flatMap((id) => {
    const { personalQuery } = routeSpec(id)
    return personalQuery ? [[ROUTES[id].page, personalQuery] as const] : []
  }),
)

/** Whether a request for this route carries a parameter that makes it one visitor's (personalQueries). */
export const hasPersonalQuery = (route: AppPathname, query: URLSearchParams) =>
  (personalQueries.get(route) ?? []).some((name) => query.has(name))

/**
 * Fixed routes with a page that stay out of the sitemap (`sitemap` not set in the registry): they
 * are not indexed (noindex) — search results, the sign-in and account pages, and the unsubscribe
 * pages people reach from an email.
 */
export const routesNotInSitemap: ReadonlySet<AppPathname> = new Set(
  pagesWhere((route) => !route.param && route.sitemap !== true),
)

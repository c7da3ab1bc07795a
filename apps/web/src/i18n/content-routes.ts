import type { SiteContentType } from '@jtt/content-api'
import { ROUTES, type RouteId } from '@jtt/content-api/routes'
import type { AppPathname } from './routes'

/** The registry's routes that show one item of a content type: the type and the route's parameter. */
type ContentRouteOf<R extends RouteId> = (typeof ROUTES)[R] extends {
  page: infer P
  param: { name: infer N; type: infer T extends string }
}
  ? { [K in T]: { pathname: P; param: N } }
  : never

type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never
type ContentRoutes = UnionToIntersection<{ [R in RouteId]: ContentRouteOf<R> }[RouteId]>

/**
 * The route of each content type that has pages of its own, and the route parameter its URL key
 * fills (`param` in the registry). The contract lists the types; a type without a route in the
 * registry does not compile.
 */
export const contentRoutes = Object.fromEntries(
  Object.values(ROUTES).flatMap((route) =>
    'param' in route ? [[route.param.type, { pathname: route.page, param: route.param.name }]] : [],
  ),
) as ContentRoutes satisfies Record<SiteContentType, { pathname: AppPathname; param: string }>

export const contentTypeOfRoute = (route: AppPathname): SiteContentType | undefined =>
  (Object.keys(contentRoutes) as SiteContentType[]).find((type) => contentRoutes[type].pathname === route)

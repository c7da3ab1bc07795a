import { ROUTES, type RouteId } from '@jtt/content-api/routes'

type Entry<R extends RouteId> = (typeof ROUTES)[R]

/**
 * next-intl's routing table, derived from the route registry (@jtt/content-api/routes): each route's
 * internal pathname (`page`, the folder under app/[locale]) with its Indonesian and English path.
 * Keys and paths keep their literal types, so an unknown pathname does not compile.
 */
type Pathnames = { [R in RouteId as Entry<R>['page']]: { id: Entry<R>['id']; en: Entry<R>['en'] } }

export const pathnames = Object.fromEntries(
  Object.values(ROUTES).map((route) => [route.page, { id: route.id, en: route.en }]),
) as Pathnames

export type AppPathname = keyof Pathnames

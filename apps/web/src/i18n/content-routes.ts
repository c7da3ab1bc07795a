import type { SiteContentType } from '@jtt/content-api'
import type { AppPathname } from './routes'

/**
 * The route of each content type that has pages of its own, and the route parameter its URL key
 * fills. The contract lists the types; a type without a route here does not compile.
 */
export const contentRoutes = {
  page: { pathname: '/[dynamicPage]', param: 'dynamicPage' },
  'business-line': { pathname: '/tentang-kami/profil/lini-bisnis-jtt/[slug]', param: 'slug' },
  csr: { pathname: '/tentang-kami/csr/[id]', param: 'id' },
  'rest-area': { pathname: '/layanan/rest-area/[id]', param: 'id' },
  'press-release': { pathname: '/media-informasi/siaran-pers/[slug]', param: 'slug' },
} as const satisfies Record<SiteContentType, { pathname: AppPathname; param: string }>

export const contentTypeOfRoute = (route: AppPathname): SiteContentType | undefined =>
  (Object.keys(contentRoutes) as SiteContentType[]).find((type) => contentRoutes[type].pathname === route)

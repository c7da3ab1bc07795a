import type { AppPathname } from './routes'

/**
 * Routes of the table that have a page in app/[locale] today. The proxy answers the others with a
 * 404 until their issue builds them (a unit test keeps this list equal to the page files).
 */
export const routesWithPages: ReadonlySet<AppPathname> = new Set<AppPathname>([
  '/',
  '/hasil-pencarian',
  '/layanan/rest-area',
  '/layanan/rest-area/[id]',
  '/layanan/jalan-tol/jaringan-jalan-tol-jtt',
  '/layanan/jalan-tol/layanan-jalan-tol-jtt',
  '/[dynamicPage]',
])

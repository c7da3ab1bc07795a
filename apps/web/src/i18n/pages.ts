import type { AppPathname } from './routes'

/**
 * Routes of the table that have a page in app/[locale] today. The proxy answers the others with a
 * 404 until their issue builds them (a unit test keeps this list equal to the page files).
 */
export const routesWithPages: ReadonlySet<AppPathname> = new Set<AppPathname>([
  '/',
  '/hubungi-kami',
  '/hasil-pencarian',
  '/unsubscribe',
  '/hubungan-investor/pemberitahuan-email',
  '/hubungan-investor/berhenti-berlangganan-pemberitahuan-email',
  '/[dynamicPage]',
])

/**
 * Fixed routes with a page that stay out of the sitemap: they are not indexed (noindex) — search
 * results, and the unsubscribe pages people reach from an email.
 */
export const routesNotInSitemap: ReadonlySet<AppPathname> = new Set<AppPathname>([
  '/hasil-pencarian',
  '/unsubscribe',
  '/hubungan-investor/berhenti-berlangganan-pemberitahuan-email',
])

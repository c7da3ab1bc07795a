import type { AppPathname } from './routes'

/**
 * Routes of the table that have a page in app/[locale] today. The proxy answers the others with a
 * 404 until their issue builds them (a unit test keeps this list equal to the page files).
 */
export const routesWithPages: ReadonlySet<AppPathname> = new Set<AppPathname>([
  '/',
  '/hasil-pencarian',
  '/[dynamicPage]',
  '/tentang-kami/profil/sekilas-pt-jasamarga-transjawa-tol',
  '/tentang-kami/profil/struktur-organisasi',
  '/tentang-kami/profil/dewan-komisaris',
  '/tentang-kami/profil/direksi',
  '/tentang-kami/profil/sekretaris-perusahaan',
  '/tentang-kami/profil/lini-bisnis-jtt/[slug]',
  '/tentang-kami/bisnis-jtt',
  '/tentang-kami/whistleblowing-system',
  '/tentang-kami/csr',
  '/tentang-kami/csr/[id]',
])

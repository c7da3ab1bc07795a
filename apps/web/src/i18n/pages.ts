import { limitedFormRoutes } from '../lib/forms/routes'
import { FINDER_PARAMS } from '../lib/services/rest-area-query'
import type { AppPathname } from './routes'

/**
 * Routes of the table that have a page in app/[locale] today. The proxy answers the others with a
 * 404 until their issue builds them (a unit test keeps this list equal to the page files).
 */
/**
 * The auth guard (spec §6) guards every route unless it opts out here: the site's public pages (all
 * but the editor's account). A guest opening a guarded route is sent to sign in and brought back; a
 * route added to the table without opting out is guarded until it does.
 */
export const publicRoutes: ReadonlySet<AppPathname> = new Set<AppPathname>([
  '/',
  '/hubungi-kami',
  '/hasil-pencarian',
  '/unsubscribe',
  '/login',
  '/tentang-kami/csr',
  '/tentang-kami/csr/[id]',
  '/tentang-kami/bisnis-jtt',
  '/tentang-kami/whistleblowing-system',
  '/tentang-kami/profil/sekilas-pt-jasamarga-transjawa-tol',
  '/tentang-kami/profil/struktur-organisasi',
  '/tentang-kami/profil/dewan-komisaris',
  '/tentang-kami/profil/direksi',
  '/tentang-kami/profil/sekretaris-perusahaan',
  '/tentang-kami/profil/lini-bisnis-jtt/[slug]',
  '/hubungan-investor',
  '/hubungan-investor/informasi-untuk-investor',
  '/hubungan-investor/informasi-perusahaan/laporan-dewan-komisaris',
  '/hubungan-investor/informasi-perusahaan/laporan-direksi',
  '/hubungan-investor/laporan-keuangan/laporan-tahunan',
  '/hubungan-investor/anggaran-dasar',
  '/hubungan-investor/kontak-hubungan-investor',
  '/hubungan-investor/pemberitahuan-email',
  '/hubungan-investor/berhenti-berlangganan-pemberitahuan-email',
  '/media-informasi/siaran-pers',
  '/media-informasi/siaran-pers/[slug]',
  '/layanan/rest-area',
  '/layanan/rest-area/[id]',
  '/layanan/jalan-tol/jaringan-jalan-tol-jtt',
  '/layanan/jalan-tol/layanan-jalan-tol-jtt',
  '/[dynamicPage]',
])

/** Does the auth guard send guests on this route to sign in? Yes unless it opts out (publicRoutes). */
export const requiresSignIn = (route: AppPathname): boolean => !publicRoutes.has(route)

/** Routes whose forms post back to them (server actions that also work without JavaScript). */
export const formRoutes: ReadonlySet<AppPathname> = new Set<AppPathname>([
  '/login',
  '/akun',
  // The visitors' forms, each with its rate limit (lib/forms/routes.ts).
  ...limitedFormRoutes,
])

export const routesWithPages: ReadonlySet<AppPathname> = new Set<AppPathname>([
  '/',
  '/hubungi-kami',
  '/hasil-pencarian',
  '/login',
  '/akun',
  '/layanan/rest-area',
  '/layanan/rest-area/[id]',
  '/layanan/jalan-tol/jaringan-jalan-tol-jtt',
  '/layanan/jalan-tol/layanan-jalan-tol-jtt',
  '/hubungan-investor',
  '/hubungan-investor/informasi-untuk-investor',
  '/hubungan-investor/informasi-perusahaan/laporan-dewan-komisaris',
  '/hubungan-investor/informasi-perusahaan/laporan-direksi',
  '/hubungan-investor/laporan-keuangan/laporan-tahunan',
  '/hubungan-investor/anggaran-dasar',
  '/hubungan-investor/kontak-hubungan-investor',
  '/media-informasi/siaran-pers',
  '/media-informasi/siaran-pers/[slug]',
  '/unsubscribe',
  '/hubungan-investor/pemberitahuan-email',
  '/hubungan-investor/berhenti-berlangganan-pemberitahuan-email',
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

/**
 * Public pages rendered for each request because they read the query string (lists with filters and
 * pages, search, the forms' sent state), with the parameters each reads. Their answer depends on the
 * address alone, so shared caches (the front, the edge) keep them like every other page, one answer
 * per normalized query (these parameters only, sorted: see lib/page-cache-key.ts). Not the sign-in and
 * account pages, nor the unsubscribe pages (their address carries a subscriber's token): personalRoutes.
 */
export const sharedRenderedRoutes: ReadonlyMap<AppPathname, readonly string[]> = new Map<
  AppPathname,
  readonly string[]
>([
  ['/hasil-pencarian', ['q', 'type', 'page']],
  ['/hubungi-kami', ['status']],
  ['/layanan/rest-area', FINDER_PARAMS],
  ['/layanan/jalan-tol/layanan-jalan-tol-jtt', ['entry', 'exit', 'class']],
  ['/media-informasi/siaran-pers', ['page', 'year']],
  ['/hubungan-investor/pemberitahuan-email', ['status', 'token']],
  ['/hubungan-investor/laporan-keuangan/laporan-tahunan', ['year']],
  ['/hubungan-investor/informasi-perusahaan/laporan-dewan-komisaris', ['year']],
  ['/hubungan-investor/informasi-perusahaan/laporan-direksi', ['year']],
  ['/tentang-kami/csr', ['page']],
])

/**
 * Pages made for one visitor (the sign-in and account pages, the unsubscribe pages with an email's
 * token): never kept by a shared cache, and their query reaches them as sent.
 */
export const personalRoutes: ReadonlySet<AppPathname> = new Set<AppPathname>([
  '/login',
  '/akun',
  '/unsubscribe',
  '/hubungan-investor/berhenti-berlangganan-pemberitahuan-email',
])

/**
 * Fixed routes with a page that stay out of the sitemap: they are not indexed (noindex) — search
 * results, and the unsubscribe pages people reach from an email.
 */
export const routesNotInSitemap: ReadonlySet<AppPathname> = new Set<AppPathname>([
  '/hasil-pencarian',
  '/login',
  '/akun',
  '/unsubscribe',
  '/hubungan-investor/berhenti-berlangganan-pemberitahuan-email',
])

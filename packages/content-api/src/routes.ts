/**
 * The site's route registry: every screen once, by a stable route id, with its internal pathname
 * (`page`: the folder under the web's app/[locale]), its Indonesian and English paths (renaming one
 * renames no folder), its dynamic key and what the web does with it. The web's routing table, proxy
 * guard, page cache key and sitemap are derived from it; the CMS builds every site link from a route
 * id (`sitePath`); search results name a screen by its id; scripts and browser tests take their lists
 * from it. A unit test (packages/content-api/test/site-paths.test.ts) fails on a site path written by
 * hand anywhere else.
 *
 * No relative imports and only erasable syntax: the scripts (.mjs, Node's type stripping) import this
 * file directly.
 */

export type SiteLocale = 'id' | 'en'

/** A route's flags; those left out are false. */
type RouteSpec = {
  /** Internal pathname: the page's folder under apps/web/src/app/[locale] (`[x]` a parameter). */
  page: string
  id: string
  en: string
  /** The route's one parameter and the content type (contract's SITE_CONTENT_TYPES) whose page it is. */
  param?: { name: string; type: string }
  /** Open to guests (spec §6); a route without it sends guests to sign in. */
  public?: boolean
  /** Takes form posts: the rate limit they count against (web lib/forms), or true for the editors' own. */
  form?: true | 'contact' | 'subscribe' | 'unsubscribe'
  /** A fixed page listed in the sitemap (those not indexed, and pages per item, are not). */
  sitemap?: boolean
  /** Rendered per request for these query parameters; shared caches keep one answer per normalized query. */
  query?: readonly string[]
  /**
   * Shows traffic advisories by the clock (upcoming, current, gone at their end) and is rendered per
   * request (`query`): shared caches keep it no longer than the next start or end of any advisory (the
   * web's proxy sets its lifetime so).
   */
  timed?: boolean
  /** Made for one visitor: never kept by a shared cache. */
  personal?: boolean
  /**
   * Query parameters that make one request personal (an email's token, one subscriber's key): a request
   * carrying one is never kept by a shared cache; without them the page is kept like any other.
   */
  personalQuery?: readonly string[]
  /** A fixed screen a search result may lead to (the contract's SCREEN_IDS). */
  searchTarget?: boolean
}

export const ROUTES = {
  home: { page: '/', id: '/', en: '/', public: true, sitemap: true },
  contact: {
    page: '/hubungi-kami',
    id: '/hubungi-kami',
    en: '/contact-us',
    public: true,
    form: 'contact',
    sitemap: true,
    query: ['status'],
  },
  'search-results': {
    page: '/hasil-pencarian',
    id: '/hasil-pencarian',
    en: '/search-result',
    public: true,
    query: ['q', 'type', 'page'],
  },
  unsubscribe: {
    page: '/unsubscribe',
    id: '/unsubscribe',
    en: '/unsubscribe',
    public: true,
    form: 'unsubscribe',
    query: ['status', 'token'],
    personalQuery: ['token'],
  },
  /**
   * Editors' sign-in (spec §4 "redirect targets: login → /login") and their account; blank layout. The
   * sign-in page is the same for every guest (the session cookie makes a request personal: the web's
   * PERSONAL_COOKIES); the account page is one editor's.
   */
  login: { page: '/login', id: '/login', en: '/login', public: true, form: true, query: ['reason', 'redirect'] },
  account: { page: '/akun', id: '/akun', en: '/account', form: true, personal: true },

  csr: {
    page: '/tentang-kami/csr',
    id: '/tentang-kami/csr',
    en: '/about-us/csr',
    public: true,
    sitemap: true,
    query: ['page'],
    searchTarget: true,
  },
  'csr-post': {
    page: '/tentang-kami/csr/[id]',
    id: '/tentang-kami/csr/[id]',
    en: '/about-us/csr/[id]',
    param: { name: 'id', type: 'csr' },
    public: true,
  },
  'jtt-business': {
    page: '/tentang-kami/bisnis-jtt',
    id: '/tentang-kami/bisnis-jtt',
    en: '/about-us/jtt-business',
    public: true,
    sitemap: true,
    searchTarget: true,
  },
  whistleblowing: {
    page: '/tentang-kami/whistleblowing-system',
    id: '/tentang-kami/whistleblowing-system',
    en: '/about-us/whistleblowing-system',
    public: true,
    sitemap: true,
    searchTarget: true,
  },
  'company-overview': {
    page: '/tentang-kami/profil/sekilas-pt-jasamarga-transjawa-tol',
    id: '/tentang-kami/profil/sekilas-pt-jasamarga-transjawa-tol',
    en: '/about-us/profile/pt-jasamarga-transjawa-tol-overview',
    public: true,
    sitemap: true,
    searchTarget: true,
  },
  'organization-structure': {
    page: '/tentang-kami/profil/struktur-organisasi',
    id: '/tentang-kami/profil/struktur-organisasi',
    en: '/about-us/profile/organizational-structure',
    public: true,
    sitemap: true,
    searchTarget: true,
  },
  'board-of-commissioners': {
    page: '/tentang-kami/profil/dewan-komisaris',
    id: '/tentang-kami/profil/dewan-komisaris',
    en: '/about-us/profile/board-of-commissioners',
    public: true,
    sitemap: true,
    searchTarget: true,
  },
  'board-of-directors': {
    page: '/tentang-kami/profil/direksi',
    id: '/tentang-kami/profil/direksi',
    en: '/about-us/profile/board-of-directors',
    public: true,
    sitemap: true,
    searchTarget: true,
  },
  'corporate-secretary': {
    page: '/tentang-kami/profil/sekretaris-perusahaan',
    id: '/tentang-kami/profil/sekretaris-perusahaan',
    en: '/about-us/profile/corporate-secretary',
    public: true,
    sitemap: true,
    searchTarget: true,
  },
  'business-line': {
    page: '/tentang-kami/profil/lini-bisnis-jtt/[slug]',
    id: '/tentang-kami/profil/lini-bisnis-jtt/[slug]',
    en: '/about-us/profile/jtt-business-line/[slug]',
    param: { name: 'slug', type: 'business-line' },
    public: true,
  },

  'investor-relations': {
    page: '/hubungan-investor',
    id: '/hubungan-investor',
    en: '/investor-relations',
    public: true,
    sitemap: true,
  },
  'information-for-investors': {
    page: '/hubungan-investor/informasi-untuk-investor',
    id: '/hubungan-investor/informasi-untuk-investor',
    en: '/investor-relations/information-for-investor',
    public: true,
    sitemap: true,
  },
  'commissioners-reports': {
    page: '/hubungan-investor/informasi-perusahaan/laporan-dewan-komisaris',
    id: '/hubungan-investor/informasi-perusahaan/laporan-dewan-komisaris',
    en: '/investor-relations/corporate-information/board-of-commissioners-report',
    public: true,
    sitemap: true,
    query: ['year'],
    searchTarget: true,
  },
  'directors-reports': {
    page: '/hubungan-investor/informasi-perusahaan/laporan-direksi',
    id: '/hubungan-investor/informasi-perusahaan/laporan-direksi',
    en: '/investor-relations/corporate-information/directors-report',
    public: true,
    sitemap: true,
    query: ['year'],
    searchTarget: true,
  },
  'annual-reports': {
    page: '/hubungan-investor/laporan-keuangan/laporan-tahunan',
    id: '/hubungan-investor/laporan-keuangan/laporan-tahunan',
    en: '/investor-relations/financial-report/annual-report',
    public: true,
    sitemap: true,
    query: ['year'],
    searchTarget: true,
  },
  'articles-of-association': {
    page: '/hubungan-investor/anggaran-dasar',
    id: '/hubungan-investor/anggaran-dasar',
    en: '/investor-relations/articles-of-association',
    public: true,
    sitemap: true,
    searchTarget: true,
  },
  'investor-contact': {
    page: '/hubungan-investor/kontak-hubungan-investor',
    id: '/hubungan-investor/kontak-hubungan-investor',
    en: '/investor-relations/contact-ir',
    public: true,
    sitemap: true,
  },
  'email-alert': {
    page: '/hubungan-investor/pemberitahuan-email',
    id: '/hubungan-investor/pemberitahuan-email',
    en: '/investor-relations/email-alert',
    public: true,
    form: 'subscribe',
    sitemap: true,
    query: ['status', 'token'],
    personalQuery: ['token'],
  },
  'email-alert-unsubscribe': {
    page: '/hubungan-investor/berhenti-berlangganan-pemberitahuan-email',
    id: '/hubungan-investor/berhenti-berlangganan-pemberitahuan-email',
    en: '/investor-relations/unsubscribe-email-alert',
    public: true,
    form: 'unsubscribe',
    query: ['status', 'token'],
    personalQuery: ['token'],
  },

  'press-releases': {
    page: '/media-informasi/siaran-pers',
    id: '/media-informasi/siaran-pers',
    en: '/media-information/press-release',
    public: true,
    sitemap: true,
    query: ['page', 'year'],
  },
  'press-release': {
    page: '/media-informasi/siaran-pers/[slug]',
    id: '/media-informasi/siaran-pers/[slug]',
    en: '/media-information/press-release/[slug]',
    param: { name: 'slug', type: 'press-release' },
    public: true,
  },

  'rest-areas': {
    page: '/layanan/rest-area',
    id: '/layanan/rest-area',
    en: '/services/rest-area',
    public: true,
    sitemap: true,
    // The finder's parameters (web lib/services/rest-area-query.ts reads these).
    query: ['q', 'road', 'dir', 'type', 'facility', 'lat', 'lng', 'km', 'all'],
  },
  'rest-area': {
    page: '/layanan/rest-area/[id]',
    id: '/layanan/rest-area/[id]',
    en: '/services/rest-area/[id]',
    param: { name: 'id', type: 'rest-area' },
    public: true,
  },
  'traffic-advisories': {
    page: '/layanan/info-lalu-lintas',
    id: '/layanan/info-lalu-lintas',
    en: '/services/traffic-information',
    public: true,
    sitemap: true,
    // The list's filters (a GET form): section slug, direction A/B, kind.
    query: ['section', 'dir', 'kind'],
    timed: true,
  },
  'traffic-advisory': {
    page: '/layanan/info-lalu-lintas/[id]',
    id: '/layanan/info-lalu-lintas/[id]',
    en: '/services/traffic-information/[id]',
    param: { name: 'id', type: 'traffic-advisory' },
    public: true,
    // Rendered per request (its state follows the clock: upcoming, current, ended); no parameters.
    query: [],
    timed: true,
  },
  'toll-road-network': {
    page: '/layanan/jalan-tol/jaringan-jalan-tol-jtt',
    id: '/layanan/jalan-tol/jaringan-jalan-tol-jtt',
    en: '/services/tollservices/tollroad',
    public: true,
    sitemap: true,
    searchTarget: true,
  },
  'toll-road-services': {
    page: '/layanan/jalan-tol/layanan-jalan-tol-jtt',
    id: '/layanan/jalan-tol/layanan-jalan-tol-jtt',
    en: '/services/tollservices/tollroad-services',
    public: true,
    sitemap: true,
    query: ['entry', 'exit', 'class'],
    searchTarget: true,
  },

  /** Catch-all: CMS pages, one slug per language (spec "/{lang}/{dynamicPage}"). */
  'cms-page': {
    page: '/[dynamicPage]',
    id: '/[dynamicPage]',
    en: '/[dynamicPage]',
    param: { name: 'dynamicPage', type: 'page' },
    public: true,
  },
} as const satisfies Record<string, RouteSpec>

export type RouteId = keyof typeof ROUTES
export type Route = (typeof ROUTES)[RouteId]

export const ROUTE_IDS = Object.keys(ROUTES) as RouteId[]

/** The name of a route's parameter (never for fixed routes). */
export type RouteParamName<R extends RouteId> = (typeof ROUTES)[R] extends { param: { name: infer N extends string } }
  ? N
  : never

/** Routes without a parameter: one page each. */
export type FixedRouteId = { [R in RouteId]: [RouteParamName<R>] extends [never] ? R : never }[RouteId]

/** Route ids of the fixed screens a search result may lead to: what a result's `screen` is one of. */
export const SCREEN_IDS = ROUTE_IDS.filter((id) => {
  const route: RouteSpec = ROUTES[id]
  return route.searchTarget === true && !route.param
}) as [ScreenId, ...ScreenId[]]
export type ScreenId = { [R in RouteId]: (typeof ROUTES)[R] extends { searchTarget: true } ? R : never }[RouteId]

/** A route's facts as the general shape (flags read without narrowing on each literal). */
export const routeSpec = (id: RouteId): RouteSpec => ROUTES[id]

export const isRouteId = (value: string): value is RouteId => Object.hasOwn(ROUTES, value)

/**
 * The site path of a route in one language, with the language prefix: `sitePath('press-release',
 * 'en', { slug: 'a b' })` → `/en/media-information/press-release/a%20b`; the home page is `/id`.
 * Parameters are encoded with encodeURIComponent.
 */
export function sitePath<R extends RouteId>(
  route: R,
  locale: SiteLocale,
  ...params: [RouteParamName<R>] extends [never] ? [] : [Record<RouteParamName<R>, string>]
): string {
  const values: Record<string, string> = params[0] ?? {}
  const path = ROUTES[route][locale].replace(/\[(\w+)\]/g, (_, name: string) => {
    const value = values[name]
    if (value === undefined) throw new Error(`sitePath: no "${name}" for route '${route}'`)
    return encodeURIComponent(value)
  })
  return path === '/' ? `/${locale}` : `/${locale}${path}`
}

/**
 * The site's feeds, served by the web's route handlers under `apps/web/src/app/feeds/` (files, not
 * pages: no language prefix of their own, never through the proxy): Atom 1.0 per language, and CAP 1.2
 * (one alert document per advisory in both languages, listed by an Atom index). `{locale}` and `{id}`
 * are filled by `feedPath`.
 */
export const FEEDS = {
  'traffic-advisories': '/feeds/{locale}/traffic-advisories.xml',
  'press-releases': '/feeds/{locale}/press-releases.xml',
  'traffic-cap-index': '/feeds/cap/traffic-advisories.xml',
  'traffic-cap-alert': '/feeds/cap/traffic-advisory-{id}.xml',
} as const

export type FeedId = keyof typeof FEEDS

/** A feed's path: `feedPath('press-releases', { locale: 'en' })` → `/feeds/en/press-releases.xml`. */
export function feedPath(feed: FeedId, values: { locale?: SiteLocale; id?: string } = {}): string {
  return FEEDS[feed].replace(/\{(locale|id)\}/g, (_, name: 'locale' | 'id') => {
    const value = values[name]
    if (value === undefined) throw new Error(`feedPath: no "${name}" for feed '${feed}'`)
    return encodeURIComponent(value)
  })
}

// The site's page types as the bench requests them. `pageTypes`: one Indonesian URL per type, what
// first-load JavaScript is measured on. `mixedPageTypes`: every type in both languages with the query
// strings visitors send (pages, years, the finder's filters, searches), what the mixed load cycles
// through (scripts/lib/bench-mixed.mjs). Pages whose address depends on content take items the Content
// API lists, so every address exists in the seeded data; English paths are those of
// apps/web/src/i18n/routes.ts.

/**
 * A Content API list (`data` and `meta`), in Indonesian where the resource has languages (`localized`),
 * or a clear error when it is empty.
 */
async function list(api, resource, { localized = true } = {}) {
  const locale = localized ? `${resource.includes('?') ? '&' : '?'}locale=id` : ''
  const res = await fetch(`${api}/${resource}${locale}`)
  if (!res.ok) throw new Error(`${api}/${resource}: HTTP ${res.status}`)
  const body = await res.json()
  if (!body.data?.length) throw new Error(`${api}/${resource}: empty list`)
  return body
}

/** Web list pages show 9 items a page (apps/web/src/lib/content): page 2 exists past 9 items. */
const WEB_PER_PAGE = 9

/** The content the addresses are made of. One call after the other: the CMS may still be warming up. */
async function samples(api) {
  const releases = await list(api, `press-releases?per_page=${WEB_PER_PAGE}`)
  const posts = await list(api, `csr-posts?per_page=${WEB_PER_PAGE}`)
  return {
    releases: releases.data.slice(0, 2),
    releasePages: releases.meta.total_pages,
    posts: posts.data,
    postPages: posts.meta.total_pages,
    years: (await list(api, 'press-releases/years', { localized: false })).data.map((y) => y.year),
    area: (await list(api, 'rest-areas')).data[0],
    page: (await list(api, 'pages')).data[0],
    line: (await list(api, 'business-lines')).data[0],
  }
}

const slug = (item, locale) => item.slugs?.[locale] ?? item.slug

/**
 * @param {string} site the site's origin (through the edge or the app)
 * @param {string} api the Content API's base URL
 * @returns {Promise<{ name: string, url: string, form: boolean }[]>} `form`: the page posts a form
 */
export async function pageTypes(site, api) {
  const s = await samples(api)
  const paths = {
    home: '/id',
    'CMS page': `/id/${slug(s.page, 'id')}`,
    'about us: overview': '/id/tentang-kami/profil/sekilas-pt-jasamarga-transjawa-tol',
    'about us: board of directors': '/id/tentang-kami/profil/direksi',
    'about us: business line': `/id/tentang-kami/profil/lini-bisnis-jtt/${slug(s.line, 'id')}`,
    'about us: CSR post': `/id/tentang-kami/csr/${s.posts[0].id}`,
    'investor relations': '/id/hubungan-investor/laporan-keuangan/laporan-tahunan',
    'press-release list': '/id/media-informasi/siaran-pers',
    'press release': `/id/media-informasi/siaran-pers/${slug(s.releases[0], 'id')}`,
    'rest-area list': '/id/layanan/rest-area',
    'rest area': `/id/layanan/rest-area/${s.area.id}`,
    'toll-road network': '/id/layanan/jalan-tol/jaringan-jalan-tol-jtt',
    'toll-road service': '/id/layanan/jalan-tol/layanan-jalan-tol-jtt',
    contact: '/id/hubungi-kami',
    'email alert': '/id/hubungan-investor/pemberitahuan-email',
    unsubscribe: '/id/hubungan-investor/berhenti-berlangganan-pemberitahuan-email',
    'search results': '/id/hasil-pencarian?q=tarif',
    login: '/id/login',
  }
  const forms = new Set(['contact', 'email alert', 'unsubscribe', 'login'])
  return Object.entries(paths).map(([name, path]) => ({ name, url: `${site}${path}`, form: forms.has(name) }))
}

/** Both languages of a path: `[id, en]`, the English one given or the same path. */
const both = (id, en = id) => [`/id${id}`, `/en${en}`]

/**
 * Every page type visitors reach, each with its addresses in both languages (origin-relative).
 * @param {string} api the Content API's base URL
 * @returns {Promise<{ name: string, paths: string[] }[]>}
 */
export async function mixedPageTypes(api) {
  const s = await samples(api)
  const [release, other = release] = s.releases
  const year = s.years[0]
  const area = s.area
  const word = area.name.split(/\s+/).find((w) => w.length > 3) ?? 'rest'
  const pageTwo = (pages, id, en) => (pages > 1 ? both(`${id}?page=2`, `${en}?page=2`) : [])
  const types = {
    home: both(''),
    'CMS page': both(`/${slug(s.page, 'id')}`, `/${slug(s.page, 'en')}`),
    'about us': [
      ...both(
        '/tentang-kami/profil/sekilas-pt-jasamarga-transjawa-tol',
        '/about-us/profile/pt-jasamarga-transjawa-tol-overview',
      ),
      ...both('/tentang-kami/profil/direksi', '/about-us/profile/board-of-directors'),
      ...both(
        `/tentang-kami/profil/lini-bisnis-jtt/${slug(s.line, 'id')}`,
        `/about-us/profile/jtt-business-line/${slug(s.line, 'en')}`,
      ),
    ],
    'CSR list': both('/tentang-kami/csr', '/about-us/csr'),
    'CSR list ?page=': pageTwo(s.postPages, '/tentang-kami/csr', '/about-us/csr'),
    'CSR post': both(`/tentang-kami/csr/${s.posts[0].id}`, `/about-us/csr/${s.posts[0].id}`),
    'investor relations': [
      ...both(
        '/hubungan-investor/laporan-keuangan/laporan-tahunan',
        '/investor-relations/financial-report/annual-report',
      ),
      ...both('/hubungan-investor', '/investor-relations'),
    ],
    'press-release list': both('/media-informasi/siaran-pers', '/media-information/press-release'),
    'press-release list ?page= ?year=': [
      ...pageTwo(s.releasePages, '/media-informasi/siaran-pers', '/media-information/press-release'),
      ...both(`/media-informasi/siaran-pers?year=${year}`, `/media-information/press-release?year=${year}`),
    ],
    'press release': [release, other].flatMap((r) =>
      both(`/media-informasi/siaran-pers/${slug(r, 'id')}`, `/media-information/press-release/${slug(r, 'en')}`),
    ),
    'rest-area list': both('/layanan/rest-area', '/services/rest-area'),
    'rest-area finder': [
      `?type=${area.type}`,
      `?facility=${area.facilities[0] ?? 'fuel'}`,
      `?road=${area.road.slug}&dir=${area.side}`,
      `?road=${area.road.slug}&km=${Math.round(area.km)}`,
      `?q=${encodeURIComponent(word)}`,
    ].flatMap((q) => both(`/layanan/rest-area${q}`, `/services/rest-area${q}`)),
    'rest area': both(`/layanan/rest-area/${area.id}`, `/services/rest-area/${area.id}`),
    'toll roads': [
      ...both('/layanan/jalan-tol/jaringan-jalan-tol-jtt', '/services/tollservices/tollroad'),
      ...both('/layanan/jalan-tol/layanan-jalan-tol-jtt', '/services/tollservices/tollroad-services'),
    ],
    'form pages': [
      ...both('/hubungi-kami', '/contact-us'),
      ...both('/hubungan-investor/pemberitahuan-email', '/investor-relations/email-alert'),
      ...both(
        '/hubungan-investor/berhenti-berlangganan-pemberitahuan-email',
        '/investor-relations/unsubscribe-email-alert',
      ),
      ...both('/login'),
    ],
    'search results': [
      '/id/hasil-pencarian?q=tarif',
      '/id/hasil-pencarian?q=rest+area',
      '/id/hasil-pencarian?q=laporan+keuangan',
      '/en/search-result?q=toll+tariff',
      '/en/search-result?q=annual+report',
    ],
  }
  return Object.entries(types)
    .filter(([, paths]) => paths.length > 0)
    .map(([name, paths]) => ({ name, paths }))
}

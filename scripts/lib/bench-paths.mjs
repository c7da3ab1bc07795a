// The addresses the bench requests, made of content the Content API lists (scripts/lib/bench-pages.mjs
// fetches it): pure, so a unit test holds every address to the route table (apps/web/src/i18n/routes.ts).

/**
 * @typedef {{ slug?: string, slugs?: { id: string, en: string } }} Slugged
 * @typedef {{ releases: Slugged[], releasePages: number, posts: { id: string | number }[], postPages: number,
 *   years: number[], area: { id: string | number, name: string, type: string, side: string, km: number,
 *   facilities: string[], road: { slug: string } }, page: Slugged, line: Slugged }} Samples
 */

const slug = (item, locale) => item.slugs?.[locale] ?? item.slug

/** The pages that post a form (their own share of first-load JavaScript has a target of its own). */
export const FORM_PAGES = new Set(['contact', 'email alert', 'unsubscribe', 'login'])

/**
 * One Indonesian address per page type: what first-load JavaScript is measured on.
 * @param {Samples} s
 * @returns {Record<string, string>}
 */
export function firstLoadPaths(s) {
  return {
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
}

/** Both languages of a path: `[id, en]`, the English one given or the same path. */
const both = (id, en = id) => [`/id${id}`, `/en${en}`]

/**
 * Every page type visitors reach, each with its addresses in both languages.
 * @param {Samples} s
 * @returns {{ name: string, paths: string[] }[]}
 */
export function mixedPaths(s) {
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

// The addresses the bench requests, made of content the Content API lists (scripts/lib/bench-pages.mjs
// fetches it) and the route registry (packages/content-api/src/routes.ts): pure, so a unit test holds
// every address to the site's routing.
import { sitePath } from '../../packages/content-api/src/routes.ts'

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
  const id = (route, params) => sitePath(route, 'id', params)
  return {
    home: id('home'),
    'CMS page': id('cms-page', { dynamicPage: slug(s.page, 'id') }),
    'about us: overview': id('company-overview'),
    'about us: board of directors': id('board-of-directors'),
    'about us: business line': id('business-line', { slug: slug(s.line, 'id') }),
    'about us: CSR post': id('csr-post', { id: String(s.posts[0].id) }),
    'investor relations': id('annual-reports'),
    'press-release list': id('press-releases'),
    'press release': id('press-release', { slug: slug(s.releases[0], 'id') }),
    'rest-area list': id('rest-areas'),
    'rest area': id('rest-area', { id: String(s.area.id) }),
    'toll-road network': id('toll-road-network'),
    'toll-road service': id('toll-road-services'),
    contact: id('contact'),
    'email alert': id('email-alert'),
    unsubscribe: id('email-alert-unsubscribe'),
    'search results': `${id('search-results')}?q=tarif`,
    login: id('login'),
  }
}

/**
 * A route's address in both languages, `[id, en]`, with a query; `params` per language (an item's slug
 * may differ between them).
 */
const both = (route, query = '', params = () => undefined) =>
  ['id', 'en'].map((locale) => `${sitePath(route, locale, params(locale))}${query}`)

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
  const pageTwo = (pages, route) => (pages > 1 ? both(route, '?page=2') : [])
  const search = (locale, q) => `${sitePath('search-results', locale)}?q=${q}`
  const types = {
    home: both('home'),
    'CMS page': both('cms-page', '', (locale) => ({ dynamicPage: slug(s.page, locale) })),
    'about us': [
      ...both('company-overview'),
      ...both('board-of-directors'),
      ...both('business-line', '', (locale) => ({ slug: slug(s.line, locale) })),
    ],
    'CSR list': both('csr'),
    'CSR list ?page=': pageTwo(s.postPages, 'csr'),
    'CSR post': both('csr-post', '', () => ({ id: String(s.posts[0].id) })),
    'investor relations': [...both('annual-reports'), ...both('investor-relations')],
    'press-release list': both('press-releases'),
    'press-release list ?page= ?year=': [
      ...pageTwo(s.releasePages, 'press-releases'),
      ...both('press-releases', `?year=${year}`),
    ],
    'press release': [release, other].flatMap((r) =>
      both('press-release', '', (locale) => ({ slug: slug(r, locale) })),
    ),
    'rest-area list': both('rest-areas'),
    'rest-area finder': [
      `?type=${area.type}`,
      `?facility=${area.facilities[0] ?? 'fuel'}`,
      `?road=${area.road.slug}&dir=${area.side}`,
      `?road=${area.road.slug}&km=${Math.round(area.km)}`,
      `?q=${encodeURIComponent(word)}`,
    ].flatMap((q) => both('rest-areas', q)),
    'rest area': both('rest-area', '', () => ({ id: String(area.id) })),
    'toll roads': [...both('toll-road-network'), ...both('toll-road-services')],
    'form pages': [...both('contact'), ...both('email-alert'), ...both('email-alert-unsubscribe'), ...both('login')],
    'search results': [
      search('id', 'tarif'),
      search('id', 'rest+area'),
      search('id', 'laporan+keuangan'),
      search('en', 'toll+tariff'),
      search('en', 'annual+report'),
    ],
  }
  return Object.entries(types)
    .filter(([, paths]) => paths.length > 0)
    .map(([name, paths]) => ({ name, paths }))
}

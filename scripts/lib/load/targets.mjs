// What `npm run check:load` requests: the page types of the site (from its own sitemap, so every page
// type is covered as the site grows) and the Content API's lists, items and search.
import { ROUTES, sitePath } from '../../../packages/content-api/src/routes.ts'

const SEARCH_WORDS = ['tarif', 'tol', 'rest area', 'jasamarga', 'gerbang', 'laporan', 'csr', 'km 57']

/**
 * Where the pages of one item start (`/id/media-informasi/siaran-pers/`): the registry's routes with a
 * parameter under a list, in both languages (CMS pages, at the top level, count with the others).
 */
const ITEM_PREFIXES = Object.values(ROUTES).flatMap((route) =>
  'param' in route && route.page !== '/[dynamicPage]'
    ? ['id', 'en'].map((locale) => `/${locale}${route[locale].split('[')[0]}`)
    : [],
)

/** Paths of the site's sitemap.xml, grouped: home pages, item pages (a slug or id under a list), others. */
async function sitemapPaths(edge) {
  const xml = await (await fetch(`${edge}/sitemap.xml`)).text()
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname)
  if (paths.length === 0) throw new Error('The sitemap lists no pages.')
  const homes = [sitePath('home', 'id'), sitePath('home', 'en')]
  const home = paths.filter((p) => homes.includes(p.replace(/\/$/, '')))
  const items = paths.filter((p) => ITEM_PREFIXES.some((prefix) => p.startsWith(prefix)))
  const others = paths.filter((p) => !home.includes(p) && !items.includes(p))
  return { home, items, others }
}

/**
 * @param {{ edge: string, api: string, cmsApi: string }} bases nginx for pages, nginx for the API, the CMS itself
 * @returns {Promise<{ name: string, base: string, paths: string[] }[]>}
 */
export async function loadTargets({ edge, api, cmsApi }) {
  const { home, items, others } = await sitemapPaths(edge)
  const releases = (await (await fetch(`${cmsApi}/press-releases?locale=id&per_page=10`)).json()).data ?? []
  const pages = (await (await fetch(`${cmsApi}/sitemap?filter[type]=pages`)).json()).data ?? []
  const words = SEARCH_WORDS.map(encodeURIComponent)
  return [
    { name: 'pages: home', base: edge, paths: home },
    { name: 'pages: sections and lists', base: edge, paths: others },
    { name: 'pages: items', base: edge, paths: items.length ? items : others },
    {
      name: 'pages: search results',
      base: edge,
      paths: words.flatMap((w) => ['id', 'en'].map((locale) => `${sitePath('search-results', locale)}?q=${w}`)),
    },
    {
      name: 'API: lists and items',
      base: api,
      paths: [
        '/v1/menu?locale=id',
        '/v1/press-releases?locale=id',
        '/v1/press-releases?locale=en&page=2&per_page=5',
        ...releases.slice(0, 5).map((r) => `/v1/press-releases/${r.slug}?locale=id`),
        ...pages.slice(0, 5).map((p) => `/v1/pages?filter[slug]=${encodeURIComponent(p.keys.id)}&locale=id`),
        '/v1/rest-areas?locale=id',
        '/v1/toll-roads?locale=en',
        '/v1/documents?locale=id',
        '/v1/settings?locale=id',
      ],
    },
    {
      name: 'API: search',
      base: api,
      paths: words.flatMap((w) => [
        `/v1/search?q=${w}&locale=id`,
        `/v1/search?q=${w}&locale=en&filter[type]=press-release`,
      ]),
    },
  ]
}

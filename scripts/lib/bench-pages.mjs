// The site's page types as the bench requests them. `pageTypes`: one Indonesian URL per type, what
// first-load JavaScript is measured on. `mixedPageTypes`: every type in both languages with the query
// strings visitors send (pages, years, the finder's filters, searches), what the mixed load cycles
// through (scripts/lib/bench-mixed.mjs). Pages whose address depends on content take items the Content
// API lists, so every address exists in the seeded data; the addresses are made in bench-paths.mjs.
import { FORM_PAGES, firstLoadPaths, mixedPaths } from './bench-paths.mjs'

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

/**
 * @param {string} site the site's origin (through the edge or the app)
 * @param {string} api the Content API's base URL
 * @returns {Promise<{ name: string, url: string, form: boolean }[]>} `form`: the page posts a form
 */
export async function pageTypes(site, api) {
  const paths = firstLoadPaths(await samples(api))
  return Object.entries(paths).map(([name, path]) => ({ name, url: `${site}${path}`, form: FORM_PAGES.has(name) }))
}

/**
 * Every page type visitors reach, each with its addresses in both languages (origin-relative).
 * @param {string} api the Content API's base URL
 */
export async function mixedPageTypes(api) {
  return mixedPaths(await samples(api))
}

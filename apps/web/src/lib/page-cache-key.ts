/**
 * What the front keeps a page under (@jtt/server's response cache, see server.ts): one answer per page
 * and normalized query. A page reads only its known parameters (i18n/pages.ts), so the others
 * (`utm_source`, `fbclid`, made-up ones) are left out of both the key and the address the app is
 * asked for, and the known ones are sorted: every spelling of one list page is one kept answer, and
 * the app renders exactly what the key says. Relative imports: the front's bundle and unit tests.
 */
import { isLocale, type Locale } from '../i18n/locales'
import { matchRoute } from '../i18n/match-route'
import { hasPersonalQuery, personalRoutes, sharedRenderedRoutes } from '../i18n/pages'

export type PageCacheKey = { url: string; group: string }

const byName = ([a]: [string, string], [b]: [string, string]) => (a < b ? -1 : a > b ? 1 : 0)

/** `?b=2&a=1&utm=x` with known `a`, `b` → `?a=1&b=2` (stable: a repeated parameter keeps its order). */
function knownQuery(query: URLSearchParams, known: readonly string[]): string {
  const kept = [...query].filter(([name]) => known.includes(name)).sort(byName)
  const text = new URLSearchParams(kept).toString()
  return text ? `?${text}` : ''
}

/**
 * The key of a page request the front may answer from its cache, or null: the router's RSC fetches
 * (same address, another answer), pages made for one visitor or asked with one visitor's token
 * (personalQueries), and list pages asked with an empty
 * parameter (the page answers those with a redirect to the clean address, spec §5). Paths that are no
 * route of the table keep their address (not-found answers are never kept; the status pages the proxy
 * fetches are), bounded as one group.
 */
export function pageCacheKey(url: string | undefined, isRouterFetch: boolean): PageCacheKey | null {
  if (!url || isRouterFetch) return null
  const [path = '', query = ''] = splitQuery(url)
  const [, first = '', ...rest] = path.split('/')
  if (!isLocale(first)) return null
  const locale: Locale = first
  const match = matchRoute(locale, `/${rest.join('/')}`)
  if (!match) return { url, group: `${locale}:other` }
  if (personalRoutes.has(match.route)) return null
  const params = new URLSearchParams(query)
  if (hasPersonalQuery(match.route, params)) return null
  const known = sharedRenderedRoutes.get(match.route) ?? []
  if (known.length > 0 && [...params].some(([, value]) => value.trim() === '')) return null
  return { url: `${path}${knownQuery(params, known)}`, group: `${locale}:${match.route}` }
}

const splitQuery = (url: string): [string, string] => {
  const mark = url.indexOf('?')
  return mark === -1 ? [url, ''] : [url.slice(0, mark), url.slice(mark + 1)]
}

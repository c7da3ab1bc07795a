import { FEEDS, ROUTES, type SiteLocale } from '@jtt/content-api/routes'

/** A published item's URL key per language, as the site's route index has it (api/siteEntries.ts). */
export type PublishedKey = { type: string; keys: Record<SiteLocale, string> }

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|\\]/g, '\\$&')

/** A registry path as a regular expression; its `[param]` is the one group. */
const toRegExp = (path: string) =>
  new RegExp(
    `^${path
      .split(/(\[[^\]]+\])/)
      .map((part) => (part.startsWith('[') ? '([^/]+)' : escapeRegExp(part)))
      .join('')}$`,
  )

/**
 * The registry's routes in the order the site's proxy matches them (apps/web/src/i18n/match-route.ts):
 * fixed paths first, then those with a parameter, the CMS pages' catch-all last. The first match decides.
 */
const routes = Object.values(ROUTES)
  .map((route) => ({
    type: 'param' in route ? route.param.type : null,
    catchAll: route.page === '/[dynamicPage]',
    id: toRegExp(route.id),
    en: toRegExp(route.en),
  }))
  .sort((a, b) => Number(a.type !== null) - Number(b.type !== null) || Number(a.catchAll) - Number(b.catchAll))

const feeds = Object.values(FEEDS).map(
  (feed) =>
    new RegExp(
      `^${feed
        .split(/(\{(?:locale|id)\})/)
        .map((part) => (part.startsWith('{') ? '[^/]+' : escapeRegExp(part)))
        .join('')}$`,
    ),
)

const decode = (segment: string) => {
  try {
    return decodeURIComponent(segment)
  } catch {
    return null
  }
}

const normalize = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path)

/**
 * Does the site answer this path with a page (not a 404)? As the site decides it: a path the editors
 * redirect is answered with the redirect; `/{locale}/…` by the route registry, an item's page only
 * while the item is published; the feeds; a path without a language is sent to the Indonesian one.
 */
export function sitePathChecker(published: readonly PublishedKey[], redirectSources: readonly string[]) {
  const keys = new Set(published.flatMap(({ type, keys }) => [`${type}|id|${keys.id}`, `${type}|en|${keys.en}`]))
  const redirected = new Set(redirectSources.map(normalize))
  return (path: string): boolean => {
    const normalized = normalize(path)
    if (redirected.has(normalized)) return true
    if (feeds.some((feed) => feed.test(normalized))) return true
    const [, first = '', ...rest] = normalized.split('/')
    const locale: SiteLocale | null = first === 'id' || first === 'en' ? first : null
    const inLocale = locale ? `/${rest.join('/')}` : normalized
    const local = inLocale === '' ? '/' : normalize(inLocale)
    for (const route of routes) {
      const match = route[locale ?? 'id'].exec(local)
      if (!match) continue
      if (route.type === null) return true
      const key = decode(match[1] ?? '')
      return key !== null && keys.has(`${route.type}|${locale ?? 'id'}|${key}`)
    }
    return false
  }
}

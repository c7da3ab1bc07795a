import type { Locale } from './locales'
import { pathnames, type AppPathname } from './routes'

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|\\]/g, '\\$&')

/** `[id]` segments become named groups, so a match also yields the parameters. */
const toRegExp = (path: string) =>
  new RegExp(
    `^${path
      .split(/(\[[^\]]+\])/)
      .map((part) => (part.startsWith('[') ? `(?<${part.slice(1, -1)}>[^/]+)` : escapeRegExp(part)))
      .join('')}$`,
  )

/** Each route of the table as a regular expression per language; fixed routes before parameterized ones. */
const compiled = (Object.entries(pathnames) as [AppPathname, string | Record<Locale, string>][])
  .map(([internal, value]) => {
    const forLocale = (locale: Locale) => (typeof value === 'string' ? value : value[locale])
    return { internal, dynamic: internal.includes('['), id: toRegExp(forLocale('id')), en: toRegExp(forLocale('en')) }
  })
  .sort(
    (a, b) =>
      Number(a.dynamic) - Number(b.dynamic) ||
      Number(a.internal === '/[dynamicPage]') - Number(b.internal === '/[dynamicPage]'),
  )

export type RouteMatch = { route: AppPathname; params: Record<string, string> }

/**
 * The routing-table entry a localized path (without its `/{locale}` prefix) belongs to, with its
 * parameters as they appear in the path (still percent-encoded), or null.
 */
export function matchRoute(locale: Locale, path: string): RouteMatch | null {
  const normalized = path === '' ? '/' : path.replace(/\/+$/, '') || '/'
  for (const route of compiled) {
    const match = route[locale].exec(normalized)
    if (match) return { route: route.internal, params: { ...match.groups } }
  }
  return null
}

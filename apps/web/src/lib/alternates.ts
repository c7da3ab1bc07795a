import type { SiteContentType } from '@jtt/content-api'
import { contentRoutes } from '@/i18n/content-routes'
import { getPathname } from '@/i18n/navigation'
import { localeCodes, type Locale } from '@/i18n/locales'
import { toQueryString, type QueryInput } from './query-string'

/** The URL path of the same page in every language: what the language switch and hreflang use. */
export type Alternates = Record<Locale, string>

type Href = Parameters<typeof getPathname>[0]['href']

const perLocale = (pathFor: (locale: Locale) => string) =>
  Object.fromEntries(localeCodes.map((locale) => [locale, pathFor(locale)])) as Alternates

/** Alternates of a route in the routing table (static or with params the same in both languages). */
export const routeAlternates = (href: Href): Alternates => perLocale((locale) => getPathname({ locale, href }))

/** Alternates of an item with a page of its own, whose URL key may differ per language (a slug). */
export const contentAlternates = (type: SiteContentType, keys: Record<Locale, string>): Alternates => {
  const { pathname, param } = contentRoutes[type]
  // The routing table types each pathname's params; this one is generic over the content types.
  return perLocale((locale) => getPathname({ locale, href: { pathname, params: { [param]: keys[locale] } } as Href }))
}

/** Alternates of a CMS page, whose slug differs per language. */
export const slugAlternates = (slugs: Record<Locale, string>): Alternates => contentAlternates('page', slugs)

/**
 * The same alternates carrying a page's state from the query string (search terms, filters, page
 * number), so switching language keeps it; empty parameters are dropped (spec §5).
 */
export const withQuery = (alternates: Alternates, query: QueryInput): Alternates => {
  const search = toQueryString(query)
  return perLocale((locale) => `${alternates[locale]}${search}`)
}

import { getPathname } from '@/i18n/navigation'
import { localeCodes, type Locale } from '@/i18n/locales'

/** The URL path of the same page in every language: what the language switch and hreflang use. */
export type Alternates = Record<Locale, string>

type Href = Parameters<typeof getPathname>[0]['href']

const perLocale = (pathFor: (locale: Locale) => string) =>
  Object.fromEntries(localeCodes.map((locale) => [locale, pathFor(locale)])) as Alternates

/** Alternates of a route in the routing table (static or with params the same in both languages). */
export const routeAlternates = (href: Href): Alternates => perLocale((locale) => getPathname({ locale, href }))

/** Alternates of a CMS page, whose slug differs per language. */
export const slugAlternates = (slugs: Record<Locale, string>): Alternates =>
  perLocale((locale) =>
    getPathname({ locale, href: { pathname: '/[dynamicPage]', params: { dynamicPage: slugs[locale] } } }),
  )

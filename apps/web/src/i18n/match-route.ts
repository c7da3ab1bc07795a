import type { Locale } from './locales'
import { pathnames, type AppPathname } from './routes'

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|\\]/g, '\\$&')

/** Each route of the table as a regular expression per language; fixed routes before parameterized ones. */
const compiled = (Object.entries(pathnames) as [AppPathname, string | Record<Locale, string>][])
  .map(([internal, value]) => {
    const forLocale = (locale: Locale) => (typeof value === 'string' ? value : value[locale])
    const toRegExp = (path: string) =>
      new RegExp(
        `^${path
          .split(/(\[[^\]]+\])/)
          .map((part) => (part.startsWith('[') ? '[^/]+' : escapeRegExp(part)))
          .join('')}$`,
      )
    return { internal, dynamic: internal.includes('['), id: toRegExp(forLocale('id')), en: toRegExp(forLocale('en')) }
  })
  .sort(
    (a, b) =>
      Number(a.dynamic) - Number(b.dynamic) ||
      Number(a.internal === '/[dynamicPage]') - Number(b.internal === '/[dynamicPage]'),
  )

/** The routing-table entry a localized path (without its `/{locale}` prefix) belongs to, or null. */
export function matchRoute(locale: Locale, path: string): AppPathname | null {
  const normalized = path === '' ? '/' : path.replace(/\/+$/, '') || '/'
  return compiled.find((route) => route[locale].test(normalized))?.internal ?? null
}

import type { Locale } from './locales'
import { pathnames, type AppPathname } from './routes'

/** The `[name]` parameters of a route's path, e.g. `{ id: string }` for `/layanan/rest-area/[id]`. */
type ParamsOf<P extends string> = P extends `${string}[${infer Name}]${infer Rest}`
  ? { [K in Name | keyof ParamsOf<Rest>]: string }
  : Record<never, never>

type StaticPathname = { [P in AppPathname]: P extends `${string}[${string}` ? never : P }[AppPathname]
type DynamicPathname = Exclude<AppPathname, StaticPathname>

/** An internal route: a path of the routing table, with its parameters when it has any. */
export type Href = StaticPathname | { [P in DynamicPathname]: { pathname: P; params: ParamsOf<P> } }[DynamicPathname]

/**
 * The localized path of an internal route (`/layanan/rest-area/[id]` → `/en/services/rest-area/26`),
 * what next-intl's `createNavigation(routing).getPathname` answers. Written here because importing
 * `createNavigation` on the server also registers next-intl's client `Link` (and with it its
 * message formatter, 12 KB gzipped) in every page's JavaScript, though the site never renders it.
 * A unit test compares both on every route of the table.
 */
export function getPathname({ locale, href }: { locale: Locale; href: Href }): string {
  const pathname = typeof href === 'string' ? href : href.pathname
  const params: Record<string, string> = typeof href === 'string' ? {} : href.params
  const config: string | Partial<Record<Locale, string>> = pathnames[pathname]
  const template = (typeof config === 'string' ? config : config[locale]) ?? pathname
  const filled = template.replace(/\[([^\]]+)\]/g, (_, name: string) => {
    const value = params[name]
    if (value === undefined) throw new Error(`getPathname: no "${name}" for ${template}`)
    return value
  })
  // Non-ASCII characters encoded, as next-intl does (the URL parser does not encode twice).
  const encoded = new URL(filled, 'http://l').pathname
  const path = encoded !== '/' && encoded.endsWith('/') ? encoded.slice(0, -1) : encoded
  return path === '/' ? `/${locale}` : `/${locale}${path}`
}

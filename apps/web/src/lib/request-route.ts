/**
 * The route pattern of a request to the site, for its log line (and metrics): the routing table's
 * entry with the language as `[locale]` (`/[locale]/media-informasi/siaran-pers/[slug]`), never the
 * address itself, which may carry anything a client typed. A bounded set of names. Relative imports:
 * the front's bundle.
 */
import { firstSegmentRoute } from '@jtt/server/request-log'
import { isLocale } from '../i18n/locales'
import { matchRoute } from '../i18n/match-route'

export function requestRoute(url: string): string {
  const path = url.split('?')[0] ?? '/'
  const [, first = '', ...rest] = path.split('/')
  if (!isLocale(first)) return firstSegmentRoute(path)
  const match = matchRoute(first, `/${rest.join('/')}`)
  if (!match) return '/[locale]/(unmatched)'
  return match.route === '/' ? '/[locale]' : `/[locale]${match.route}`
}

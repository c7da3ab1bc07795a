import { isWebUrl, type SearchTarget } from '@jtt/content-api'
import { ROUTES } from '@jtt/content-api/routes'
import { contentRoutes } from '../i18n/content-routes'
import { getPathname } from '../i18n/navigation'
import type { Locale } from '../i18n/locales'
import { isSafeInternalPath } from './safe-redirect'

type Href = Parameters<typeof getPathname>[0]['href']

/**
 * Where a search result leads in one language, or null when the target is not one the site knows
 * (an unsafe path): such a result is shown without a link. A screen is a route id of the registry
 * (the contract allows only fixed screens), mapped to its page.
 */
export function searchHref(target: SearchTarget, locale: Locale): string | null {
  switch (target.kind) {
    case 'item': {
      const { pathname, param } = contentRoutes[target.type]
      // The routing table types each pathname's params; this one is generic over the content types.
      return getPathname({ locale, href: { pathname, params: { [param]: target.key } } as Href })
    }
    case 'screen':
      return `${getPathname({ locale, href: ROUTES[target.screen].page })}${target.hash ? `#${target.hash}` : ''}`
    case 'href':
      if (isWebUrl(target.href)) return target.href
      return isSafeInternalPath(target.href.split('#')[0]!) ? target.href : null
  }
}

import { isWebUrl, type SearchTarget } from '@jtt/content-api'
import { contentRoutes } from '../i18n/content-routes'
import { getPathname } from '../i18n/navigation'
import type { Locale } from '../i18n/locales'
import { pathnames, type AppPathname } from '../i18n/routes'
import { isSafeInternalPath } from './safe-redirect'

type Href = Parameters<typeof getPathname>[0]['href']

/** A fixed screen of the routing table (no parameters), by its internal pathname. */
const isScreen = (screen: string): screen is AppPathname => Object.hasOwn(pathnames, screen) && !screen.includes('[')

/**
 * Where a search result leads in one language, or null when the target is not one the site knows
 * (a screen missing from the routing table, an unsafe path): such a result is shown without a link.
 */
export function searchHref(target: SearchTarget, locale: Locale): string | null {
  switch (target.kind) {
    case 'item': {
      const { pathname, param } = contentRoutes[target.type]
      // The routing table types each pathname's params; this one is generic over the content types.
      return getPathname({ locale, href: { pathname, params: { [param]: target.key } } as Href })
    }
    case 'screen':
      if (!isScreen(target.screen)) return null
      return `${getPathname({ locale, href: target.screen as Href })}${target.hash ? `#${target.hash}` : ''}`
    case 'href':
      if (isWebUrl(target.href)) return target.href
      return isSafeInternalPath(target.href.split('#')[0]!) ? target.href : null
  }
}

import { defineRouting } from 'next-intl/routing'
import { defaultLocale, localeCodes } from './locales'
import { pathnames } from './routes'

/**
 * Language comes only from the URL prefix (spec §4): no cookie, no Accept-Language detection.
 * Unprefixed paths (`/`, `/anything`) are redirected to Indonesian.
 */
export const routing = defineRouting({
  locales: localeCodes,
  defaultLocale,
  localePrefix: 'always',
  localeDetection: false,
  localeCookie: false,
  // hreflang links are rendered in each page's metadata, where the real alternate URLs are known.
  alternateLinks: false,
  pathnames,
})

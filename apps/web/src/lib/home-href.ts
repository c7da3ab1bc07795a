import { defaultLocale, type Locale } from '../i18n/locales'

/**
 * 'Return to Home' (spec §2: to `/`, which is the Indonesian home); English pages lead to the English home.
 * Its own module: the error boundary (a client component on every page) needs it, and the error
 * document's module would bring both message catalogues into every page's JavaScript (13.6 KB gzipped).
 */
export const homeHrefOf = (locale: Locale) => (locale === defaultLocale ? '/' : `/${locale}`)

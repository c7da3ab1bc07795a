import type { Locale } from '@/i18n/locales'

/**
 * Error answers the proxy gives with the site's full page (header, menu, footer). These pages live at
 * an internal path outside the routing table; only the proxy's own requests reach them.
 */
export const STATUS_PAGE_CODES: readonly number[] = [404, 429, 501]

export const statusPagePath = (locale: Locale, code: 404 | 429 | 501) => `/${locale}/status-page/${code}`

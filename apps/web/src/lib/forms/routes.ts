import type { AppPathname } from '../../i18n/routes'
import type { FormName } from './rate-limit'

/**
 * Pages that take form posts (their server actions, also without JavaScript), and the limit each
 * post counts against. A post carrying a link's token (`?token=`) counts as an email link.
 */
const FORM_PAGES: Partial<Record<AppPathname, FormName>> = {
  '/hubungi-kami': 'contact',
  '/hubungan-investor/pemberitahuan-email': 'subscribe',
  '/unsubscribe': 'unsubscribe',
  '/hubungan-investor/berhenti-berlangganan-pemberitahuan-email': 'unsubscribe',
}

/** The routes of the pages above (the proxy lets their posts through: see `formRoutes`). */
export const limitedFormRoutes = Object.keys(FORM_PAGES) as AppPathname[]

export const formOfPage = (route: AppPathname, search: URLSearchParams): FormName | null => {
  const form = FORM_PAGES[route]
  if (!form) return null
  return search.has('token') ? 'email-link' : form
}

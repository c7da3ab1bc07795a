import { ROUTE_IDS, ROUTES, routeSpec } from '@jtt/content-api/routes'
import type { AppPathname } from '../../i18n/routes'
import type { FormName } from './rate-limit'

/**
 * Pages that take visitors' form posts (their server actions, also without JavaScript), and the
 * limit each post counts against (the registry's `form`). A post carrying a link's token (`?token=`)
 * counts as an email link.
 */
const FORM_PAGES: Partial<Record<AppPathname, FormName>> = Object.fromEntries(
  ROUTE_IDS.flatMap((id) => {
    const form = routeSpec(id).form
    return typeof form === 'string' ? [[ROUTES[id].page, form satisfies FormName]] : []
  }),
)

export const formOfPage = (route: AppPathname, search: URLSearchParams): FormName | null => {
  const form = FORM_PAGES[route]
  if (!form) return null
  return search.has('token') ? 'email-link' : form
}

import { createNavigation } from 'next-intl/navigation'
import { routing } from './routing'

/**
 * Locale-aware Link, redirect and hooks (next-intl's navigation APIs, kept whole as in its example);
 * `getPathname` turns an internal route into a localized path.
 * @public
 */
export const { Link, redirect, usePathname, useRouter, getPathname } = createNavigation(routing)

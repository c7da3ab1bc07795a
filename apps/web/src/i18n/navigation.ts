import { createNavigation } from 'next-intl/navigation'
import { routing } from './routing'

/** Locale-aware Link, redirect and hooks; `getPathname` turns an internal route into a localized path. */
export const { Link, redirect, usePathname, useRouter, getPathname } = createNavigation(routing)

import type { Locale } from '@jtt/content-api'

/**
 * The title a fixed page (a global shown as one screen) is found by: its SEO title when the editors
 * set one, else the heading the site gives the screen in that language.
 */
export const fixedPageTitle = (
  meta: { metaTitle?: string | null } | null | undefined,
  locale: Locale,
  heading: Record<Locale, string>,
): string => meta?.metaTitle?.trim() || heading[locale]

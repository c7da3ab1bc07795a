import type { Metadata } from 'next'
import type { SeoMeta } from '@jtt/content-api'
import { isLocale, type Locale } from '@/i18n/locales'
import type { Alternates } from './alternates'
import { pageMetadata } from './seo'

type Params = Promise<{ locale: string }>

/** The page's language from its route parameters, or null for a locale the site does not have. */
export async function localeOf(params: Params): Promise<Locale | null> {
  const { locale } = await params
  return isLocale(locale) ? locale : null
}

/** Metadata of an About Us page from its CMS SEO fields, with the shell's defaults. */
export const aboutMetadata = (
  locale: Locale,
  title: string,
  alternates: Alternates,
  meta: SeoMeta | null | undefined,
): Metadata => pageMetadata({ locale, title, alternates, meta })

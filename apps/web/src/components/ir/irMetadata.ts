import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { isLocale } from '@/i18n/locales'
import { routeAlternates } from '@/lib/alternates'
import { getInvestorRelations } from '@/lib/content/investor-relations'
import { pageMetadata } from '@/lib/seo'
import type { IR_PAGES } from './IrSection'

type Page = (typeof IR_PAGES)[number]
type Content = Awaited<ReturnType<typeof getInvestorRelations>>

/** Metadata of a fixed investor-relations page: its title, and a description from its CMS content. */
export async function irMetadata(
  params: Promise<{ locale: string }>,
  route: Page['route'],
  title: Page['key'] | 'home',
  description: (ir: Content) => string,
): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  const [t, ir] = await Promise.all([getTranslations({ locale, namespace: 'ir' }), getInvestorRelations(locale)])
  return pageMetadata({
    locale,
    title: t(title),
    alternates: routeAlternates(route),
    meta: { metaDesc: description(ir).slice(0, 300) || null },
  })
}

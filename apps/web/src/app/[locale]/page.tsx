import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { About, Figures, Hero, QuickLinks } from '@/components/home/HomeSections'
import { PageShell } from '@/components/layout/PageShell'
import { JsonLd } from '@/components/seo/JsonLd'
import { isLocale } from '@/i18n/locales'
import { routeAlternates } from '@/lib/alternates'
import { getFooter, getHome } from '@/lib/content'
import { organizationJsonLd } from '@/lib/organization'
import { pageMetadata } from '@/lib/seo'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  const home = await getHome(locale)
  const t = await getTranslations({ locale, namespace: 'meta' })
  return pageMetadata({
    locale,
    title: home?.meta.metaTitle ?? t('siteName'),
    alternates: routeAlternates('/'),
    meta: home?.meta,
    absoluteTitle: true,
  })
}

export default async function HomePage({ params }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const [home, footer, t] = await Promise.all([getHome(locale), getFooter(locale), getTranslations('home')])
  if (!home) notFound()
  return (
    <PageShell locale={locale} alternates={routeAlternates('/')} variant="home" edit={{ global: 'home' }}>
      <JsonLd data={organizationJsonLd(locale, footer)} />
      <Hero hero={home.hero} locale={locale} />
      <About about={home.about} locale={locale} />
      <Figures figures={home.figures} locale={locale} title={t('keyFigures')} />
      <QuickLinks links={home.quickLinks} locale={locale} title={t('quickLinks')} />
    </PageShell>
  )
}

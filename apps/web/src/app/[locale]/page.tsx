import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { About, Figures, Hero, QuickLinks } from '@/components/home/HomeSections'
import { PageShell } from '@/components/layout/PageShell'
import { LatestPressReleases } from '@/components/press/LatestPressReleases'
import { JsonLd } from '@/components/seo/JsonLd'
import { isLocale } from '@/i18n/locales'
import { routeAlternates } from '@/lib/alternates'
import { getFooter, getHome } from '@/lib/content'
import { getLatestPressReleases } from '@/lib/content/press-releases'
import { getTrafficAdvisoriesForPart } from '@/lib/content/traffic'
import { TrafficBanner } from '@/components/traffic/TrafficBanner'
import { renderTime } from '@/lib/clock'
import { asOf } from '@/lib/services/traffic'
import { bannerAdvisories } from '@/lib/services/traffic-banner'
import { organizationJsonLd } from '@/lib/organization'
import { pageMetadata } from '@/lib/seo'

type Props = { params: Promise<{ locale: string }> }

/** How many press releases the home page shows. */
const LATEST_PRESS_RELEASES = 3

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
  const [home, footer, t, latest, advisories] = await Promise.all([
    getHome(locale),
    getFooter(locale),
    getTranslations('home'),
    getLatestPressReleases(locale, LATEST_PRESS_RELEASES),
    getTrafficAdvisoriesForPart(locale),
  ])
  // Cached under the advisories' tag: publish-to-live renders the page afresh when one starts, ends or changes.
  const banner = bannerAdvisories(asOf(advisories, renderTime()))
  if (!home) notFound()
  return (
    <PageShell locale={locale} alternates={routeAlternates('/')} variant="home" edit={{ global: 'home' }}>
      <JsonLd data={organizationJsonLd(locale, footer)} />
      <Hero hero={home.hero} locale={locale} />
      <TrafficBanner advisories={banner} locale={locale} />
      <About about={home.about} locale={locale} />
      <Figures figures={home.figures} locale={locale} title={t('keyFigures')} />
      <QuickLinks links={home.quickLinks} locale={locale} title={t('quickLinks')} />
      <LatestPressReleases releases={latest} locale={locale} />
    </PageShell>
  )
}

import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'
import { trafficStateAt } from '@jtt/content-api'
import { CmsImage } from '@/components/CmsImage'
import { FallbackNote, langOf } from '@/components/content/Untranslated'
import { RichText } from '@/components/content/RichText'
import { PageShell } from '@/components/layout/PageShell'
import { MapView } from '@/components/map/MapView'
import { JsonLd } from '@/components/seo/JsonLd'
import { SavedCopyNote } from '@/components/services/SavedCopyNote'
import { ServiceWorkerRegistration } from '@/components/services/ServiceWorkerRegistration'
import servicesStyles from '@/components/services/services.module.css'
import { SeverityBadge } from '@/components/traffic/SeverityBadge'
import styles from '@/components/traffic/traffic.module.css'
import { getPathname } from '@/i18n/navigation'
import { isLocale, localeInfo } from '@/i18n/locales'
import { contentAlternates, routeAlternates } from '@/lib/alternates'
import { getTollRoads } from '@/lib/content/services'
import { getTrafficAdvisory } from '@/lib/content/traffic'
import { capLinks } from '@/lib/feeds/links'
import { renderTime } from '@/lib/clock'
import { formatDateTime } from '@/lib/format'
import { pageMetadata } from '@/lib/seo'
import { trafficMapProps } from '@/lib/services/map-data'
import { advisoryStretch } from '@/lib/services/traffic'
import { advisoryWords } from '@/lib/services/traffic-text'
import { absoluteUrl } from '@/lib/site'
import { advisoryJsonLd } from '@/lib/traffic-seo'

// Its state follows the clock (upcoming, in effect, ended): rendered per request from cached data;
// the proxy lets shared caches keep it only until the next start or end.
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: string; id: string }> }

async function load(params: Props['params']) {
  const { locale, id } = await params
  if (!isLocale(locale)) return null
  const advisory = await getTrafficAdvisory(decodeURIComponent(id), locale)
  return advisory ? { locale, advisory } : null
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await load(params)
  if (!found) return {}
  const { locale, advisory: a } = found
  const { place } = await advisoryWords(locale)
  const metadata = pageMetadata({
    locale,
    title: a.title,
    alternates: contentAlternates('traffic-advisory', { id: a.id, en: a.id }),
    meta: { metaDesc: place(a), metaImage: a.image },
  })
  const live = trafficStateAt(a.startsAt, a.endsAt, renderTime()) !== 'past'
  return { ...metadata, alternates: { ...metadata.alternates, ...(live && { types: capLinks([a]) }) } }
}

export default async function TrafficAdvisoryPage({ params }: Props) {
  const found = await load(params)
  if (!found) notFound()
  const { locale, advisory: a } = found
  setRequestLocale(locale)
  const [{ t, kind, km, directions, place, period }, roads] = await Promise.all([
    advisoryWords(locale),
    getTollRoads(locale),
  ])
  const now = renderTime()
  const state = trafficStateAt(a.startsAt, a.endsAt, now)
  const alternates = contentAlternates('traffic-advisory', { id: a.id, en: a.id })
  const listPath = routeAlternates('/layanan/info-lalu-lintas')[locale]
  const { start, end } = period(a)
  const line = advisoryStretch(a, roads)
  const lang = langOf(a.untranslated, 'title')
  const sections = roads.filter((r) => a.sections.some((s) => s.slug === r.slug))

  return (
    <PageShell locale={locale} alternates={alternates} edit={{ collection: 'traffic-advisories', id: a.id }}>
      <JsonLd
        data={advisoryJsonLd(a, {
          url: absoluteUrl(alternates[locale]),
          place: place(a),
          line,
          lang: localeInfo(locale).iso,
        })}
      />
      <article className={`container ${servicesStyles.page}`} aria-labelledby="advisory-title">
        <p>
          <a href={listPath}>← {t('backToList')}</a>
        </p>
        <SeverityBadge severity={a.severity} locale={locale} />
        <h1 id="advisory-title" lang={lang}>
          {a.title}
        </h1>
        <p className={servicesStyles.meta} data-state={state}>
          <strong>{t('state', { state })}</strong> · {kind(a)}
        </p>
        {state === 'past' && a.endsAt && (
          <p role="status" className={servicesStyles.alert}>
            {t('ended', { time: end })}
          </p>
        )}
        <SavedCopyNote text={t('savedCopy', { time: formatDateTime(new Date(now), locale) })} />
        <FallbackNote show={a.untranslated.length > 0} locale={locale} />
        <dl className={styles.facts}>
          <dt>{t('where')}</dt>
          <dd>
            {a.sections.map((s) => s.name).join(' – ')}, <strong>{km(a)}</strong>
          </dd>
          <dt>{t('directionsLabel')}</dt>
          <dd>{directions(a)}</dd>
          <dt>{t('startLabel')}</dt>
          <dd>
            <time dateTime={a.startsAt}>{start}</time>
          </dd>
          <dt>{t('endLabel')}</dt>
          <dd>{a.endsAt ? <time dateTime={a.endsAt}>{end}</time> : end}</dd>
          {a.lanesAffected !== null && (
            <>
              <dt>{t('lanesLabel')}</dt>
              <dd>{t('lanes', { count: a.lanesAffected })}</dd>
            </>
          )}
        </dl>
        {a.image && <CmsImage media={a.image} size="hero" load="priority" />}
        {a.advice.length > 0 && (
          <section aria-labelledby="advice-heading">
            <h2 id="advice-heading">{t('advice')}</h2>
            <RichText value={a.advice} headingOffset={2} lang={langOf(a.untranslated, 'advice')} />
          </section>
        )}
        {a.detour.length > 0 && (
          <section aria-labelledby="detour-heading">
            <h2 id="detour-heading">{t('detour')}</h2>
            <RichText value={a.detour} headingOffset={2} lang={langOf(a.untranslated, 'detour')} />
          </section>
        )}
        {a.pressRelease && (
          <p>
            {t('relatedRelease')}:{' '}
            <a
              href={getPathname({
                locale,
                href: { pathname: '/media-informasi/siaran-pers/[slug]', params: { slug: a.pressRelease.slug } },
              })}
            >
              {a.pressRelease.title}
            </a>
          </p>
        )}
        {line.length > 0 && <MapView {...await trafficMapProps(locale, [a], sections)} small />}
      </article>
      <ServiceWorkerRegistration scope={listPath} />
    </PageShell>
  )
}

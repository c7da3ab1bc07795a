import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { PageShell } from '@/components/layout/PageShell'
import { NetworkMap } from '@/components/services/NetworkMap'
import styles from '@/components/services/services.module.css'
import { isLocale } from '@/i18n/locales'
import { routeAlternates } from '@/lib/alternates'
import { getTollRoads } from '@/lib/content/services'
import { formatDate, formatNumber } from '@/lib/format'
import { pageMetadata } from '@/lib/seo'
import { AdvisoryCard } from '@/components/traffic/AdvisoryCard'
import trafficStyles from '@/components/traffic/traffic.module.css'
import { renderTime } from '@/lib/clock'
import { getTrafficAdvisoriesForPart } from '@/lib/content/traffic'
import { advisoryStretch, asOf } from '@/lib/services/traffic'

type Props = { params: Promise<{ locale: string }> }

const alternates = routeAlternates('/layanan/jalan-tol/jaringan-jalan-tol-jtt')

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  const t = await getTranslations({ locale, namespace: 'tollRoads' })
  return pageMetadata({ locale, title: t('networkTitle'), alternates, meta: { metaDesc: t('networkIntro') } })
}

/** The sections JTT operates, with the network drawn on the server from their routes. */
export default async function TollRoadNetworkPage({ params }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const [t, tt, roads, advisories] = await Promise.all([
    getTranslations('tollRoads'),
    getTranslations('traffic'),
    getTollRoads(locale),
    // Cached under the advisories' tag, which their starts and ends expire (publish-to-live).
    getTrafficAdvisoriesForPart(locale),
  ])
  const current = asOf(advisories, renderTime()).filter((a) => a.state === 'current')
  const marks = current
    .map((a) => ({ id: a.id, severity: a.severity, line: advisoryStretch(a, roads) }))
    .filter((m) => m.line.length > 1)
  const byKm = [...roads].sort((a, b) => (a.geometry[0]?.km ?? 0) - (b.geometry[0]?.km ?? 0))
  const total = roads.reduce((sum, r) => sum + r.lengthKm, 0)

  return (
    <PageShell locale={locale} alternates={alternates}>
      <div className={`container ${styles.page}`}>
        <h1>{t('networkTitle')}</h1>
        <p className={styles.lead}>{t('networkIntro')}</p>
        <p>
          <strong>{t('totalLength', { km: formatNumber(total, locale), count: roads.length })}</strong>
        </p>
        <NetworkMap roads={byKm} title={t('mapTitle')} description={t('mapDescription')} marks={marks} />
        {current.length > 0 && (
          <section aria-labelledby="network-advisories" data-network-advisories="">
            <h2 id="network-advisories">{tt('networkMarks')}</h2>
            <ul className={trafficStyles.cards}>
              {current.map((a) => (
                <li key={a.id}>
                  <AdvisoryCard advisory={a} locale={locale} idPrefix="na" />
                </li>
              ))}
            </ul>
          </section>
        )}
        <h2>{t('sections')}</h2>
        {byKm.map((road) => (
          <section
            key={road.id}
            className={styles.panel}
            aria-labelledby={`section-${road.slug}`}
            data-section={road.slug}
          >
            <h3 id={`section-${road.slug}`}>{road.name}</h3>
            {road.description && <p>{road.description}</p>}
            <dl className={styles.facts}>
              <dt>{t('length')}</dt>
              <dd>{t('lengthKm', { km: formatNumber(road.lengthKm, locale) })}</dd>
              <dt>{t('route')}</dt>
              <dd>
                {t('startEnd', { start: road.start, end: road.end })} (
                {t('kmRange', {
                  from: formatNumber(road.geometry[0]?.km ?? 0, locale),
                  to: formatNumber(road.geometry[road.geometry.length - 1]?.km ?? 0, locale),
                })}
                )
              </dd>
              <dt>{t('operator')}</dt>
              <dd>{road.operator}</dd>
              {road.operatingSince && (
                <>
                  <dt>{t('operatingSince')}</dt>
                  <dd>{formatDate(road.operatingSince, locale)}</dd>
                </>
              )}
              <dt>{t('tariffSystemLabel')}</dt>
              <dd>{t('tariffSystem', { system: road.tariffSystem })}</dd>
            </dl>
            <h4>{t('gates')}</h4>
            <ul>
              {road.gates.map((g) => (
                <li key={g.id}>
                  {g.name} — {t('gateKind', { kind: g.kind })}, KM {formatNumber(g.km, locale)}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </PageShell>
  )
}

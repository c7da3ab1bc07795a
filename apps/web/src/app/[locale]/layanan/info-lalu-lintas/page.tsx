import type { Metadata } from 'next'
import { notFound, redirect } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { PageShell } from '@/components/layout/PageShell'
import { SavedCopyNote } from '@/components/services/SavedCopyNote'
import { ServiceWorkerRegistration } from '@/components/services/ServiceWorkerRegistration'
import servicesStyles from '@/components/services/services.module.css'
import { AdvisoryCard } from '@/components/traffic/AdvisoryCard'
import { FeedLinks } from '@/components/traffic/FeedLinks'
import { TrafficFilters } from '@/components/traffic/TrafficFilters'
import styles from '@/components/traffic/traffic.module.css'
import { isLocale } from '@/i18n/locales'
import { routeAlternates, withQuery } from '@/lib/alternates'
import { getTollRoads } from '@/lib/content/services'
import { getTrafficAdvisories } from '@/lib/content/traffic'
import { trafficFeedLinks } from '@/lib/feeds/links'
import { renderTime } from '@/lib/clock'
import { formatDateTime } from '@/lib/format'
import { toQueryString } from '@/lib/query-string'
import { pageMetadata } from '@/lib/seo'
import { hasEmptyValues } from '@/lib/services/rest-area-query'
import { asOf, groupBySection, parseTrafficQuery, trafficParams, type RawQuery } from '@/lib/services/traffic'

// The list follows the query string and the clock (advisories start and end), so it renders per
// request from cached data; the proxy lets shared caches keep it only until the next start or end.
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<RawQuery> }

const alternates = routeAlternates('/layanan/info-lalu-lintas')

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  const [t, advisories] = await Promise.all([
    getTranslations({ locale, namespace: 'traffic' }),
    getTrafficAdvisories(locale),
  ])
  const metadata = pageMetadata({ locale, title: t('title'), alternates, meta: { metaDesc: t('intro') } })
  const feeds = { atom: t('feedTitle'), capIndex: t('capIndexTitle') }
  return {
    ...metadata,
    alternates: { ...metadata.alternates, types: trafficFeedLinks(locale, feeds, asOf(advisories, renderTime())) },
  }
}

export default async function TrafficPage({ params, searchParams }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const raw = await searchParams
  const query = parseTrafficQuery(raw)
  const action = alternates[locale]
  // Spec §5: a submitted form's empty fields leave the address (the page is the same without them).
  if (hasEmptyValues(raw)) redirect(`${action}${toQueryString(trafficParams(query))}`)

  const now = renderTime()
  const [t, roads, advisories] = await Promise.all([
    getTranslations('traffic'),
    getTollRoads(locale),
    getTrafficAdvisories(locale, { section: query.section, direction: query.dir, kind: query.kind }),
  ])
  const shown = asOf(advisories, now)
  const current = groupBySection(
    shown.filter((a) => a.state === 'current'),
    roads.map((r) => r.slug),
  )
  const upcoming = shown.filter((a) => a.state === 'upcoming')
  const readAt = formatDateTime(new Date(now), locale)

  return (
    <PageShell locale={locale} alternates={withQuery(alternates, trafficParams(query))}>
      <div className={`container ${servicesStyles.page}`}>
        <h1>{t('title')}</h1>
        <p className={servicesStyles.lead}>{t('intro')}</p>
        <p data-as-of="">
          <time dateTime={new Date(now).toISOString()}>{t('asOf', { time: readAt })}</time>
        </p>
        <SavedCopyNote text={t('savedCopy', { time: readAt })} />
        {query.ignored.length > 0 && (
          <p role="alert" className={servicesStyles.alert}>
            {t('ignored', { names: [...new Set(query.ignored)].join(', ') })}
          </p>
        )}
        <TrafficFilters query={query} roads={roads} action={action} locale={locale} />
        <section aria-labelledby="current-heading" data-advisories="current">
          <h2 id="current-heading">
            {t('currentHeading')}
            {/* A saved copy read offline says when "now" was. */}
            <span className={styles.offlineOnly}> ({t('asOf', { time: readAt })})</span>
          </h2>
          {current.length === 0 && <p role="status">{t('noneCurrent')}</p>}
          <div className={styles.groups}>
            {current.map((group) => (
              <section
                key={group.section.slug}
                aria-labelledby={`group-${group.section.slug}`}
                className={styles.group}
              >
                <h3 id={`group-${group.section.slug}`}>
                  {group.section.name} ({t('count', { count: group.advisories.length })})
                </h3>
                <ul className={styles.cards}>
                  {group.advisories.map((a) => (
                    <li key={a.id}>
                      <AdvisoryCard advisory={a} locale={locale} headingLevel={4} />
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        </section>
        <section aria-labelledby="upcoming-heading" data-advisories="upcoming">
          <h2 id="upcoming-heading">{t('upcomingHeading')}</h2>
          {upcoming.length === 0 && <p role="status">{t('noneUpcoming')}</p>}
          <ul className={styles.cards}>
            {upcoming.map((a) => (
              <li key={a.id}>
                <AdvisoryCard advisory={a} locale={locale} />
              </li>
            ))}
          </ul>
        </section>
        <FeedLinks locale={locale} />
      </div>
      <ServiceWorkerRegistration scope={action} />
    </PageShell>
  )
}

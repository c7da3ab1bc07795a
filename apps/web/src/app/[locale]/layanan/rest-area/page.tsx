import type { Metadata } from 'next'
import { notFound, redirect } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { PageShell } from '@/components/layout/PageShell'
import { FinderForm } from '@/components/services/FinderForm'
import { NearbyResults } from '@/components/services/NearbyResults'
import { RestAreaCard } from '@/components/services/RestAreaCard'
import { MapView } from '@/components/map/MapView'
import { SavedCopyNote } from '@/components/services/SavedCopyNote'
import { ServiceWorkerRegistration } from '@/components/services/ServiceWorkerRegistration'
import styles from '@/components/services/services.module.css'
import { isLocale } from '@/i18n/locales'
import { routeAlternates, withQuery } from '@/lib/alternates'
import { getRestAreas, getTollRoads } from '@/lib/content/services'
import { formatDateTime } from '@/lib/format'
import { toQueryString } from '@/lib/query-string'
import { pageMetadata } from '@/lib/seo'
import { mapProps } from '@/lib/services/map-data'
import {
  finderParams,
  hasEmptyValues,
  parseFinderQuery,
  wantsNearby,
  type RawQuery,
} from '@/lib/services/rest-area-query'

// The list depends on the query string (filters, location), so it renders per request; its data is cached.
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<RawQuery> }

const alternates = routeAlternates('/layanan/rest-area')

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  const t = await getTranslations({ locale, namespace: 'restArea' })
  return pageMetadata({ locale, title: t('title'), alternates, meta: { metaDesc: t('intro') } })
}

export default async function RestAreaListPage({ params, searchParams }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const raw = await searchParams
  const query = parseFinderQuery(raw)
  const action = alternates[locale]
  // Spec §5: a submitted form's empty fields leave the address (the page is the same without them).
  if (hasEmptyValues(raw)) redirect(`${action}${toQueryString(finderParams(query))}`)

  const nearby = wantsNearby(query)
  const filters = { type: query.type, facilities: query.facilities }
  const [t, roads, areas] = await Promise.all([
    getTranslations('restArea'),
    getTollRoads(locale),
    getRestAreas(locale, nearby ? filters : { ...filters, road: query.road, side: query.dir, q: query.q }),
  ])
  const savedAt = formatDateTime(new Date(), locale)

  return (
    <PageShell locale={locale} alternates={withQuery(alternates, finderParams(query))}>
      <div className={`container ${styles.page}`}>
        <h1>{t('title')}</h1>
        <p className={styles.lead}>{t('intro')}</p>
        <SavedCopyNote text={t('savedCopy', { time: savedAt })} />
        {query.ignored.length > 0 && (
          <p role="alert" className={styles.alert}>
            {t('ignored', { names: [...new Set(query.ignored)].join(', ') })}
          </p>
        )}
        <FinderForm query={query} roads={roads} action={action} locale={locale} />
        {nearby && <NearbyResults query={query} roads={roads} areas={areas} action={action} locale={locale} />}
        <section aria-labelledby="list-heading">
          <h2 id="list-heading">{t('listHeading')}</h2>
          <p role="status">{t('count', { count: areas.length })}</p>
          <ul className={styles.cards}>
            {areas.map((area) => (
              <li key={area.id}>
                <RestAreaCard area={area} locale={locale} />
              </li>
            ))}
          </ul>
          <MapView {...await mapProps(locale, areas, roads)} />
        </section>
      </div>
      <ServiceWorkerRegistration scope={action} />
    </PageShell>
  )
}

import type { RestArea, TollRoad } from '@jtt/content-api'
import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import { formatNumber } from '@/lib/format'
import { toQueryString } from '@/lib/query-string'
import { locateOnNetwork, nearestByDistance, restAreasAhead, type RoadPosition } from '@/lib/services/geo'
import { finderParams, type FinderQuery } from '@/lib/services/rest-area-query'
import { RestAreaCard } from './RestAreaCard'
import styles from './services.module.css'

type Props = { query: FinderQuery; roads: TollRoad[]; areas: RestArea[]; action: string; locale: Locale }

/** How many rest areas ahead are worth listing: the next few, not the whole corridor. */
const AHEAD = 5

/**
 * 'Your location': where the visitor is on the network (a typed section and KM, or the browser's
 * position snapped to the nearest section) and the rest areas ahead in the direction of travel.
 */
export async function NearbyResults({ query, roads, areas, action, locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'restArea' })
  const sections = roads.map((r) => ({ slug: r.slug, geometry: r.geometry }))
  let position: RoadPosition | null = null
  if (query.road !== undefined && query.km !== undefined) position = { road: query.road, km: query.km }
  else if (query.lat !== undefined && query.lng !== undefined)
    position = locateOnNetwork(sections, { lat: query.lat, lng: query.lng })
  const road = roads.find((r) => r.slug === position?.road)
  const available = areas.filter((a) => query.all || a.status.value === 'open')

  let body
  if (!position || !road) {
    const nearest =
      query.lat !== undefined && query.lng !== undefined
        ? nearestByDistance(available, { lat: query.lat, lng: query.lng })
        : []
    body = (
      <>
        <p>{t('offNetwork')}</p>
        <ul className={styles.cards}>
          {nearest.map(({ area, distanceKm }) => (
            <li key={area.id}>
              <RestAreaCard area={area} locale={locale} distance={{ km: distanceKm, straight: true }} idPrefix="near" />
            </li>
          ))}
        </ul>
      </>
    )
  } else if (!query.dir) {
    const link = (dir: 'A' | 'B') => `${action}${toQueryString({ ...finderParams(query), dir })}`
    body = (
      <>
        <p>{t('chooseDirection')}</p>
        <p className={styles.actions}>
          <a className="button" href={link('A')}>
            {t('headingTo', { city: road.end })}
          </a>
          <a className="button" href={link('B')}>
            {t('headingTo', { city: road.start })}
          </a>
        </p>
      </>
    )
  } else {
    const ahead = restAreasAhead(areas, sections, position, query.dir, { includeUnavailable: query.all, limit: AHEAD })
    body = ahead.length ? (
      <ol className={styles.cards} data-ahead="">
        {ahead.map(({ area, distanceKm }) => (
          <li key={area.id}>
            <RestAreaCard area={area} locale={locale} distance={{ km: distanceKm }} idPrefix="ahead" />
          </li>
        ))}
      </ol>
    ) : (
      <p>{t('noneAhead')}</p>
    )
  }

  return (
    <section aria-labelledby="ahead-heading" className={styles.panel}>
      <h2 id="ahead-heading">{t('aheadHeading')}</h2>
      {position && road && (
        <p>
          {t('youAreAt', { km: formatNumber(position.km, locale), road: road.name })}{' '}
          {query.dir && t('headingTo', { city: query.dir === 'A' ? road.end : road.start })}
        </p>
      )}
      {body}
    </section>
  )
}

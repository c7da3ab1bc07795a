import type { RestArea, TollRoad } from '@jtt/content-api'
import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import { nextRestAreas } from '@/lib/services/geo'
import { RestAreaCard } from './RestAreaCard'
import styles from './services.module.css'

type Props = { here: RestArea; all: RestArea[]; roads: TollRoad[]; locale: Locale }

/** The next rest areas in each direction of travel from this one, with the distance along the road. */
export async function NextRestAreas({ here, all, roads, locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'restArea' })
  const sections = roads.map((r) => ({ slug: r.slug, geometry: r.geometry }))
  const next = nextRestAreas(here, all, sections)
  const road = roads.find((r) => r.slug === here.road.slug)
  const towards = { A: road?.end ?? '', B: road?.start ?? '' }
  return (
    <section aria-labelledby="next-heading">
      <h2 id="next-heading">{t('nextRestAreas')}</h2>
      <div className={styles.twoColumns}>
        {(['A', 'B'] as const).map((side) => (
          <div key={side} data-next-direction={side}>
            <h3>{t('nextTowards', { city: towards[side] })}</h3>
            {next[side].length === 0 ? (
              <p>{t('noNext')}</p>
            ) : (
              <ul className={styles.cards}>
                {next[side].map(({ area, distanceKm }) => (
                  <li key={area.id}>
                    <RestAreaCard
                      area={area}
                      locale={locale}
                      distance={{ km: distanceKm }}
                      headingLevel={4}
                      idPrefix={`next-${side}`}
                    />
                  </li>
                ))}
              </ul>
            )}
          </div>
        ))}
      </div>
    </section>
  )
}

import type { RestArea } from '@jtt/content-api'
import { getTranslations } from 'next-intl/server'
import { getPathname } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'
import { formatNumber } from '@/lib/format'
import { StatusBadge } from './StatusBadge'
import styles from './services.module.css'

type Props = {
  area: RestArea
  locale: Locale
  distance?: { km: number; straight?: boolean }
  headingLevel?: 2 | 3 | 4
  /** Element ids stay unique when one rest area is in two lists of a page. */
  idPrefix?: string
}

export const restAreaHref = (locale: Locale, id: string) =>
  getPathname({ locale, href: { pathname: '/layanan/rest-area/[id]', params: { id } } })

/** One rest area in a list: name (link), place on the road, status, and the distance when located. */
export async function RestAreaCard({ area, locale, distance, headingLevel = 3, idPrefix = 'ra' }: Props) {
  const t = await getTranslations({ locale, namespace: 'restArea' })
  const Heading = `h${headingLevel}` as const
  return (
    <article className={styles.card} aria-labelledby={`${idPrefix}-${area.id}`}>
      <Heading id={`${idPrefix}-${area.id}`}>
        <a href={restAreaHref(locale, area.id)}>{area.name}</a>
      </Heading>
      <p className={styles.meta}>
        {area.road.name} · {t('side', { side: area.side })} · {t('towards', { city: area.towards })} ·{' '}
        {t('typeName', { type: area.type })}
      </p>
      {distance && (
        <p className={styles.distance}>
          {t(distance.straight ? 'straightDistance' : 'distance', { km: formatNumber(distance.km, locale) })}
        </p>
      )}
      <StatusBadge status={area.status} locale={locale} />
    </article>
  )
}

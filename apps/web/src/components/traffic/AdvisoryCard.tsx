import type { TrafficAdvisory } from '@jtt/content-api'
import type { Locale } from '@/i18n/locales'
import { advisoryHref, advisoryWords } from '@/lib/services/traffic-text'
import { SeverityBadge } from './SeverityBadge'
import styles from './traffic.module.css'

type Props = { advisory: TrafficAdvisory; locale: Locale; headingLevel?: 2 | 3 | 4; idPrefix?: string }

/** One advisory in a list: severity, title (link), kind, where (section, KM, direction) and when. */
export async function AdvisoryCard({ advisory: a, locale, headingLevel = 3, idPrefix = 'ta' }: Props) {
  const { t, kind, km, directions, period } = await advisoryWords(locale)
  const Heading = `h${headingLevel}` as const
  const { start, end } = period(a)
  return (
    <article className={`${styles.card} ${styles[`edge-${a.severity}`]}`} aria-labelledby={`${idPrefix}-${a.id}`}>
      <SeverityBadge severity={a.severity} locale={locale} />
      <Heading id={`${idPrefix}-${a.id}`} className={styles.cardTitle}>
        <a href={advisoryHref(locale, a.id)}>{a.title}</a>
      </Heading>
      <p className={styles.meta}>{kind(a)}</p>
      <p className={styles.where}>
        <strong>{km(a)}</strong> · {a.sections.map((s) => s.name).join(' – ')} · {directions(a)}
      </p>
      <p className={styles.when}>
        <time dateTime={a.startsAt}>{t('starts', { time: start })}</time>
        {' · '}
        {a.endsAt ? <time dateTime={a.endsAt}>{t('ends', { time: end })}</time> : end}
      </p>
      {a.lanesAffected !== null && a.lanesAffected > 0 && (
        <p className={styles.meta}>{t('lanes', { count: a.lanesAffected })}</p>
      )}
    </article>
  )
}

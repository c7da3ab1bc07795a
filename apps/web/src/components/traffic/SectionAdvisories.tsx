import type { TrafficAdvisory } from '@jtt/content-api'
import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import { routeAlternates } from '@/lib/alternates'
import { AdvisoryCard } from './AdvisoryCard'
import styles from './traffic.module.css'

/** Advisories on one section and direction (a rest area's page), in effect first, with a link to them all. */
export async function SectionAdvisories({ advisories, locale }: { advisories: TrafficAdvisory[]; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'traffic' })
  const ordered = [...advisories].sort((x, y) => Number(x.state !== 'current') - Number(y.state !== 'current'))
  return (
    <section aria-labelledby="section-advisories-heading" data-section-advisories="">
      <h2 id="section-advisories-heading">{t('onThisRoad')}</h2>
      {ordered.length === 0 ? (
        <p>{t('onThisRoadNone')}</p>
      ) : (
        <ul className={styles.cards}>
          {ordered.map((a) => (
            <li key={a.id}>
              <AdvisoryCard advisory={a} locale={locale} idPrefix="sa" />
            </li>
          ))}
        </ul>
      )}
      <p>
        <a href={routeAlternates('/layanan/info-lalu-lintas')[locale]}>{t('bannerAll')}</a>
      </p>
    </section>
  )
}

import type { TrafficAdvisory } from '@jtt/content-api'
import { Icon } from '@/components/Icon'
import type { Locale } from '@/i18n/locales'
import { routeAlternates } from '@/lib/alternates'
import { bannerKey, bannerScript } from '@/lib/services/traffic-banner'
import { advisoryHref, advisoryWords } from '@/lib/services/traffic-text'
import styles from './banner.module.css'

const ID = 'traffic-banner'
/** The banner names this many; the rest are on the traffic page. */
const SHOWN = 3

/**
 * The home page's banner for closures and traffic engineering in effect: a `<details>`, open, whose
 * summary hides it (with or without JavaScript); part of the server HTML, so it never shifts the page.
 */
export async function TrafficBanner({ advisories, locale }: { advisories: TrafficAdvisory[]; locale: Locale }) {
  if (advisories.length === 0) return null
  const { t, place } = await advisoryWords(locale)
  return (
    <section className={styles.banner} aria-labelledby={`${ID}-title`} data-traffic-banner="">
      <details id={ID} open data-key={bannerKey(advisories)} className="container">
        <summary className={styles.summary}>
          <Icon name="warning" className={styles.icon} />
          <span id={`${ID}-title`}>{t('bannerTitle', { count: advisories.length })}</span>
          <span className={styles.toggle} aria-hidden="true">
            <span className={styles.hide}>{t('bannerHide')}</span>
            <span className={styles.show}>{t('bannerShow')}</span>
          </span>
        </summary>
        <ul className={styles.items}>
          {advisories.slice(0, SHOWN).map((a) => (
            <li key={a.id}>
              <a href={advisoryHref(locale, a.id)}>
                <strong>{t('severity', { severity: a.severity })}:</strong> {a.title}
              </a>{' '}
              <span className={styles.place}>— {place(a)}</span>
            </li>
          ))}
        </ul>
        <p className={styles.more}>
          <a href={routeAlternates('/layanan/info-lalu-lintas')[locale]}>{t('bannerAll')}</a>
        </p>
      </details>
      <script dangerouslySetInnerHTML={{ __html: bannerScript(ID) }} />
    </section>
  )
}

import { feedPath } from '@jtt/content-api/routes'
import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import styles from './traffic.module.css'

/** Visible links to the traffic feeds (the same as in `<head>`), for people who subscribe by hand. */
export async function FeedLinks({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'traffic' })
  return (
    <section aria-labelledby="feeds-heading" className={styles.feeds}>
      <h2 id="feeds-heading">{t('feeds')}</h2>
      <ul>
        <li>
          <a href={feedPath('traffic-advisories', { locale })} type="application/atom+xml">
            {t('feedAtom')}
          </a>
        </li>
        <li>
          <a href={feedPath('traffic-cap-index')} type="application/atom+xml">
            {t('feedCap')}
          </a>
        </li>
      </ul>
    </section>
  )
}

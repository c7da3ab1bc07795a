import type { PressReleaseSummary } from '@jtt/content-api'
import { SiteLink } from '../client/SiteLink'
import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import { routeAlternates } from '@/lib/alternates'
import { PressReleaseGrid } from './PressReleaseCard'
import styles from './press.module.css'

/** The home page's newest press releases, with a link to the whole list. */
export async function LatestPressReleases({ releases, locale }: { releases: PressReleaseSummary[]; locale: Locale }) {
  if (releases.length === 0) return null
  const t = await getTranslations({ locale, namespace: 'pressReleases' })
  return (
    <section className={`container ${styles.latest}`} aria-labelledby="latest-press-title">
      <div className={styles.latestHeader}>
        <h2 id="latest-press-title">{t('latest')}</h2>
        <SiteLink href={routeAlternates('/media-informasi/siaran-pers')[locale]}>{t('viewAll')}</SiteLink>
      </div>
      <PressReleaseGrid releases={releases} locale={locale} headingLevel={3} />
    </section>
  )
}

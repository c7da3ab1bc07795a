import type { TrafficSeverity } from '@jtt/content-api'
import { getTranslations } from 'next-intl/server'
import { Icon, type IconName } from '@/components/Icon'
import type { Locale } from '@/i18n/locales'
import styles from './traffic.module.css'

const ICON: Record<TrafficSeverity, IconName> = { info: 'info', caution: 'warning', closure: 'no-entry' }

/** An advisory's severity by icon and word (never by colour alone). */
export async function SeverityBadge({ severity, locale }: { severity: TrafficSeverity; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'traffic' })
  return (
    <span className={`${styles.severity} ${styles[severity]}`} data-severity={severity}>
      <Icon name={ICON[severity]} className={styles.severityIcon} />
      <span className="visually-hidden">{t('severityLabel')}: </span>
      {t('severity', { severity })}
    </span>
  )
}

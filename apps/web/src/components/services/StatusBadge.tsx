import type { RestArea } from '@jtt/content-api'
import { getTranslations } from 'next-intl/server'
import { formatDateTime } from '@/lib/format'
import type { Locale } from '@/i18n/locales'
import styles from './services.module.css'

/** A rest area's live status: the badge, the operator's note and when it changed. */
export async function StatusBadge({ status, locale }: { status: RestArea['status']; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'restArea' })
  return (
    <div data-status={status.value}>
      <span className="visually-hidden">{t('statusLabel')}: </span>
      <span className={`${styles.badge} ${styles[status.value]}`}>{t('status', { status: status.value })}</span>
      {status.changedAt && (
        <span className={styles.meta}>
          {' '}
          ·{' '}
          <time dateTime={status.changedAt}>
            {t('statusChanged', { time: formatDateTime(status.changedAt, locale) })}
          </time>
        </span>
      )}
      {status.note && <p className={styles.note}>{status.note}</p>}
    </div>
  )
}

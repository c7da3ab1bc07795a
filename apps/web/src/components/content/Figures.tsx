import type { Figure } from '@jtt/content-api'
import type { Locale } from '@/i18n/locales'
import { formatNumber } from '@/lib/format'
import styles from '../about/about.module.css'

type Props = { figures: Figure[]; locale: Locale; lang?: 'id' }

/** Key facts as a description list: the number (formatted for the language) describes its label. */
export function Figures({ figures, locale, lang }: Props) {
  if (figures.length === 0) return null
  return (
    <dl className={styles.facts} lang={lang}>
      {figures.map((f) => (
        <div key={f.id} className={styles.fact}>
          <dt>{f.label}</dt>
          <dd>
            {formatNumber(f.value, locale)}
            {f.suffix && <span className={styles.suffix}> {f.suffix}</span>}
          </dd>
        </div>
      ))}
    </dl>
  )
}

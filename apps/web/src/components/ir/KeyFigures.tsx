import type { InvestorRelations } from '@jtt/content-api'
import type { Locale } from '@/i18n/locales'
import { formatCurrency, formatCurrencyCompact, formatNumber, formatPercent } from '@/lib/format'
import { langOf } from '../content/Untranslated'
import styles from './ir.module.css'

type Figure = InvestorRelations['overview']['keyFigures'][number]

/** A figure in its unit: Rupiah (short, in words), a percentage, or a number and its unit. */
function figureValue(figure: Figure, locale: Locale): string {
  if (figure.unit === 'idr') return formatCurrencyCompact(figure.value, locale)
  if (figure.unit === 'percent') return formatPercent(figure.value, locale)
  return `${formatNumber(figure.value, locale)}${figure.suffix ? ` ${figure.suffix}` : ''}`
}

type Props = { figures: Figure[]; locale: Locale; untranslated: readonly string[] }

export function KeyFigures({ figures, locale, untranslated }: Props) {
  const lang = (i: number, field: string) => langOf(untranslated, `overview.keyFigures.${i}.${field}`)
  return (
    <dl className={styles.figures}>
      {figures.map((figure, i) => (
        <div key={figure.id} className={styles.figure}>
          <dt lang={lang(i, 'label')}>{figure.label}</dt>
          <dd className={styles.figureValue}>{figureValue(figure, locale)}</dd>
          {/* The exact amount in the Indonesian format (spec §9) under the short one. */}
          {figure.unit === 'idr' && <dd className={styles.figureExact}>{formatCurrency(figure.value)}</dd>}
          {figure.note && (
            <dd className={styles.figureNote} lang={lang(i, 'note')}>
              {figure.note}
            </dd>
          )}
        </div>
      ))}
    </dl>
  )
}

import type { YearCount } from '@jtt/content-api'
import styles from './list.module.css'

type Labels = { legend: string; year: string; all: string; apply: string }

/**
 * A year filter as a plain GET form (`?year=2025`): it works without JavaScript, and choosing a year
 * starts again from the first page. The button submits, so changing the choice alone changes nothing.
 */
export function YearFilter({
  action,
  years,
  selected,
  labels,
  id = 'year-filter',
}: {
  action: string
  years: YearCount[]
  selected: number | undefined
  labels: Labels
  id?: string
}) {
  return (
    <form method="get" action={action} className={styles.filter} aria-label={labels.legend}>
      <label htmlFor={id}>{labels.year}</label>
      <select id={id} name="year" defaultValue={selected === undefined ? '' : String(selected)}>
        <option value="">{labels.all}</option>
        {years.map(({ year, count }) => (
          <option key={year} value={year}>
            {`${year} (${count})`}
          </option>
        ))}
      </select>
      <button type="submit" className="button">
        {labels.apply}
      </button>
    </form>
  )
}

import type { Ref } from 'react'
import styles from './forms.module.css'

type Props = {
  title: string
  /** Links to each field with an error (the field's id), in form order. */
  items: { href: string; text: string }[]
  /** A problem with the whole submission (limit reached, service away, bad link). */
  problem?: string
  ref?: Ref<HTMLDivElement>
}

/**
 * The list of what to fix, above the form: focused after a check found errors, each item a link to
 * its field, so keyboard and screen-reader users get there directly (the GOV.UK pattern).
 */
export function ErrorSummary({ title, items, problem, ref }: Props) {
  if (items.length === 0 && !problem) return null
  return (
    <div ref={ref} className={styles.summary} role="alert" tabIndex={-1} aria-labelledby="form-error-summary-title">
      <h3 id="form-error-summary-title" className={styles.summaryTitle}>
        {title}
      </h3>
      {problem && <p>{problem}</p>}
      {items.length > 0 && (
        <ul>
          {items.map((item) => (
            <li key={item.href}>
              <a href={item.href}>{item.text}</a>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

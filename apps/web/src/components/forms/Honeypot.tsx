import { HONEYPOT_FIELD } from '@/lib/forms/state'
import styles from './forms.module.css'

/**
 * A field people never see or reach (off-screen, out of the tab order, hidden from assistive
 * technology) that form-filling bots do fill in: such a post is dropped as if it had been sent.
 */
export function Honeypot({ label }: { label: string }) {
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label htmlFor={`field-${HONEYPOT_FIELD}`}>{label}</label>
      <input
        id={`field-${HONEYPOT_FIELD}`}
        name={HONEYPOT_FIELD}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  )
}

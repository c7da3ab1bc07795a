import type { ReactNode } from 'react'
import { CleanGetForm } from './CleanGetForm'
import styles from './services.module.css'

/**
 * The site's list filters as one GET form that works without JavaScript (the rest-area finder, the
 * traffic list): its field groups, then Apply and a Reset link to the unfiltered list.
 */
export function FilterForm({
  id,
  action,
  apply,
  reset,
  children,
}: {
  id: string
  action: string
  apply: string
  reset: string
  children: ReactNode
}) {
  return (
    <CleanGetForm id={id} action={action} className={styles.panel}>
      {children}
      <div className={styles.actions}>
        <button type="submit" className="button">
          {apply}
        </button>
        <a href={action} className={`button ${styles.secondary}`}>
          {reset}
        </a>
      </div>
    </CleanGetForm>
  )
}

/** A group of a filter form's fields under its heading (the heading's id names the part of the page). */
export function FilterGroup({
  headingId,
  heading,
  children,
}: {
  headingId: string
  heading: string
  children: ReactNode
}) {
  return (
    <fieldset className={styles.fields}>
      <legend>
        <h2 id={headingId}>{heading}</h2>
      </legend>
      {children}
    </fieldset>
  )
}

/** One choice of a filter form: "any" (empty, left out of the address) first, then the options. */
export function FilterSelect({
  id,
  name,
  label,
  any,
  value,
  options,
}: {
  id: string
  name: string
  label: string
  any: string
  value: string | undefined
  options: readonly { value: string; label: string }[]
}) {
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={value ?? ''}>
        <option value="">{any}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
}

import type { InputHTMLAttributes, TextareaHTMLAttributes } from 'react'
import styles from './forms.module.css'

type Common = {
  id: string
  name: string
  label: string
  /** Shown after the label, e.g. "(optional)"; required fields carry none (the form says so once). */
  optionalLabel?: string
  hint?: string
  /** The field's error in words; the field is then marked invalid and described by it. */
  error?: string
  defaultValue?: string
}
type InputProps = Common & { multiline?: false } & Omit<
    InputHTMLAttributes<HTMLInputElement>,
    'id' | 'name' | 'defaultValue'
  >
type TextareaProps = Common & { multiline: true } & Omit<
    TextareaHTMLAttributes<HTMLTextAreaElement>,
    'id' | 'name' | 'defaultValue'
  >

/**
 * A labelled text field with its hint and error next to it (WCAG 3.3.1/3.3.2): `aria-invalid` and
 * `aria-describedby` tie the error to the field for screen readers.
 */
export function Field(props: InputProps | TextareaProps) {
  const { id, name, label, optionalLabel, hint, error, defaultValue } = props
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined
  const shared = {
    id,
    name,
    defaultValue,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    className: `${styles.input}${error ? ` ${styles.invalid}` : ''}`,
  }
  return (
    <div className={`${styles.field}${error ? ` ${styles.fieldInvalid}` : ''}`}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {optionalLabel && <span className={styles.optional}> {optionalLabel}</span>}
      </label>
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
      {props.multiline ? (
        <textarea {...strip(props)} {...shared} rows={props.rows ?? 6} />
      ) : (
        <input {...strip(props)} {...shared} />
      )}
    </div>
  )
}

/** The element's own attributes, without the ones this component handles. */
function strip<T extends Common & { multiline?: boolean }>(props: T) {
  const rest: Record<string, unknown> = { ...props }
  for (const key of ['id', 'name', 'label', 'optionalLabel', 'hint', 'error', 'defaultValue', 'multiline'])
    delete rest[key]
  return rest
}

import styles from './forms.module.css'

type Props = { title: string; text: string; again?: { href: string; label: string } }

/** A form's success state (the page after its post), announced politely and reachable by keyboard. */
export function FormSent({ title, text, again }: Props) {
  return (
    <div className={styles.success} role="status" data-form-status="success">
      <h3 className={styles.successTitle}>{title}</h3>
      <p>{text}</p>
      {again && <a href={again.href}>{again.label}</a>}
    </div>
  )
}

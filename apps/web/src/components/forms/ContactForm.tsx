'use client'

import { FIELD_LIMITS } from '@jtt/content-api/form-fields'
import { useActionState } from 'react'
import { submitContact } from '@/lib/forms/actions'
import { readContact, PAGE_LOCALE_FIELD } from '@/lib/forms/bodies'
import type { CaptchaSetup } from '@/lib/forms/captcha-setup'
import { checkContact } from '@/lib/forms/checks'
import { initialFormState } from '@/lib/forms/state'
import type { CaptchaTexts } from './Captcha'
import { CaptchaSlot } from './CaptchaSlot'
import { ErrorSummary } from './ErrorSummary'
import { Field } from './Field'
import { Honeypot } from './Honeypot'
import { errorText, type FormTexts } from './texts'
import { useFormChecks } from './useFormChecks'
import styles from './forms.module.css'

type ContactFormTexts = FormTexts & {
  labels: { name: string; email: string; phone: string; subject: string; message: string }
  hints: { email: string; phone: string; message: string }
  submit: string
  unavailable: string
  captcha: CaptchaTexts & { devWarning: string }
  honeypot: string
}

type Props = { locale: 'id' | 'en'; captcha: CaptchaSetup; texts: ContactFormTexts }

const FIELDS = ['name', 'email', 'phone', 'subject', 'message'] as const

/**
 * The contact form (spec §1): name, email, phone (optional), subject, message and the captcha.
 * Checked here before it is sent, then by the server action and the content service; works as a
 * plain form post without JavaScript. Success leads to the page's "sent" state.
 */
export function ContactForm({ locale, captcha, texts }: Props) {
  const [state, action, pending] = useActionState(submitContact, initialFormState)
  const { errors, onSubmit, summary } = useFormChecks(state, (data) =>
    checkContact(readContact(data).body, captcha.mode === 'on'),
  )
  const value = (name: string) => {
    const v = state.values[name]
    return typeof v === 'string' ? v : undefined
  }
  const message = (field: string) => errorText(texts, field, errors[field])
  const summaryItems = [...FIELDS, 'captcha' as const]
    .filter((field) => errors[field])
    .map((field) => ({ href: `#${field === 'captcha' ? 'captcha' : `contact-${field}`}`, text: message(field)! }))
  const unavailable = captcha.mode === 'broken'

  return (
    <form
      action={action}
      onSubmit={onSubmit}
      noValidate
      className={styles.form}
      aria-describedby="contact-required-note"
    >
      <ErrorSummary ref={summary} title={texts.summaryTitle} items={summaryItems} problem={state.problemText} />
      {unavailable && (
        <p className={styles.problem} role="alert">
          {texts.unavailable}
        </p>
      )}
      <p id="contact-required-note" className={styles.hint}>
        {texts.requiredNote}
      </p>
      <input type="hidden" name={PAGE_LOCALE_FIELD} value={locale} />
      <Field
        id="contact-name"
        name="name"
        label={texts.labels.name}
        error={message('name')}
        defaultValue={value('name')}
        autoComplete="name"
        maxLength={FIELD_LIMITS.name.max}
      />
      <Field
        id="contact-email"
        name="email"
        type="email"
        label={texts.labels.email}
        hint={texts.hints.email}
        error={message('email')}
        defaultValue={value('email')}
        autoComplete="email"
        inputMode="email"
        maxLength={FIELD_LIMITS.email.max}
        spellCheck={false}
      />
      <Field
        id="contact-phone"
        name="phone"
        type="tel"
        label={texts.labels.phone}
        optionalLabel={texts.optional}
        hint={texts.hints.phone}
        error={message('phone')}
        defaultValue={value('phone')}
        autoComplete="tel"
        maxLength={FIELD_LIMITS.phone.max}
      />
      <Field
        id="contact-subject"
        name="subject"
        label={texts.labels.subject}
        error={message('subject')}
        defaultValue={value('subject')}
        maxLength={FIELD_LIMITS.subject.max}
      />
      <Field
        id="contact-message"
        name="message"
        multiline
        label={texts.labels.message}
        hint={texts.hints.message}
        error={message('message')}
        defaultValue={value('message')}
        maxLength={FIELD_LIMITS.message.max}
        rows={8}
      />
      <Honeypot label={texts.honeypot} />
      <CaptchaSlot
        setup={captcha}
        locale={locale}
        texts={texts.captcha}
        error={message('captcha')}
        attempt={state.attempt}
      />
      <button
        type="submit"
        className={`button ${styles.submit}`}
        disabled={pending || unavailable}
        aria-disabled={pending || undefined}
      >
        {pending ? texts.sending : texts.submit}
      </button>
    </form>
  )
}

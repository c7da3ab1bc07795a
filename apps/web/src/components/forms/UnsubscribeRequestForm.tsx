'use client'

import { FIELD_LIMITS } from '@jtt/content-api/form-fields'
import { useActionState } from 'react'
import { requestUnsubscribeLink } from '@/lib/forms/actions'
import { PAGE_LOCALE_FIELD, readUnsubscribeRequest } from '@/lib/forms/bodies'
import type { CaptchaSetup } from '@/lib/forms/captcha-setup'
import { checkUnsubscribeRequest } from '@/lib/forms/checks'
import { initialFormState } from '@/lib/forms/state'
import type { CaptchaTexts } from './Captcha'
import { CaptchaSlot } from './CaptchaSlot'
import { ErrorSummary } from './ErrorSummary'
import { Field } from './Field'
import { Honeypot } from './Honeypot'
import { errorText, type FormTexts } from './texts'
import { useFormChecks } from './useFormChecks'
import styles from './forms.module.css'

type UnsubscribeRequestTexts = FormTexts & {
  email: string
  emailHint: string
  submit: string
  unavailable: string
  captcha: CaptchaTexts & { devWarning: string }
  honeypot: string
}

type Props = {
  locale: 'id' | 'en'
  captcha: CaptchaSetup
  texts: UnsubscribeRequestTexts
  /** Which unsubscribe page this is (the answer stays on it). */
  returnTo: 'unsubscribe' | 'investor-relations'
}

/** "Send me a link to unsubscribe": an address and the captcha; the answer never says whether it is subscribed. */
export function UnsubscribeRequestForm({ locale, captcha, texts, returnTo }: Props) {
  const [state, action, pending] = useActionState(requestUnsubscribeLink, initialFormState)
  const { errors, onSubmit, summary } = useFormChecks(state, (data) =>
    checkUnsubscribeRequest(readUnsubscribeRequest(data).body, captcha.mode === 'on'),
  )
  const message = (field: string) => errorText(texts, field, errors[field])
  const summaryItems = [
    ...(errors.email ? [{ href: '#unsubscribe-email', text: message('email')! }] : []),
    ...(errors.captcha ? [{ href: '#captcha', text: message('captcha')! }] : []),
  ]
  const unavailable = captcha.mode === 'broken'
  return (
    <form action={action} onSubmit={onSubmit} noValidate className={styles.form}>
      <ErrorSummary ref={summary} title={texts.summaryTitle} items={summaryItems} problem={state.problemText} />
      {unavailable && (
        <p className={styles.problem} role="alert">
          {texts.unavailable}
        </p>
      )}
      <input type="hidden" name={PAGE_LOCALE_FIELD} value={locale} />
      <input type="hidden" name="return-to" value={returnTo} />
      <Field
        id="unsubscribe-email"
        name="email"
        type="email"
        label={texts.email}
        hint={texts.emailHint}
        error={message('email')}
        defaultValue={typeof state.values.email === 'string' ? state.values.email : undefined}
        autoComplete="email"
        inputMode="email"
        maxLength={FIELD_LIMITS.email.max}
        spellCheck={false}
      />
      <Honeypot label={texts.honeypot} />
      <CaptchaSlot
        setup={captcha}
        locale={locale}
        texts={texts.captcha}
        error={message('captcha')}
        attempt={state.attempt}
      />
      <button type="submit" className={`button ${styles.submit}`} disabled={pending || unavailable}>
        {pending ? texts.sending : texts.submit}
      </button>
    </form>
  )
}

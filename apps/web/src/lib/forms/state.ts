import type { FieldErrorKey } from '@jtt/content-api/forms'

/**
 * What a form shows after an answer from the server (its server action) or the browser's own check.
 * Plain data: it travels in the page for forms sent without JavaScript.
 */
export type FieldError = FieldErrorKey | 'captchaRequired' | 'captchaFailed'

/** A problem with the whole submission rather than one field. */
export type FormProblem =
  'rateLimited' | 'unavailable' | 'captchaUnavailable' | 'notConfigured' | 'invalidLink' | 'expiredLink'

export type FormState = {
  /** What the visitor typed, shown again (never the captcha answer or the honeypot). */
  values: Record<string, string | string[]>
  errors: Record<string, FieldError>
  problem?: FormProblem
  /** The problem in the visitor's language (the server action words it, waiting time included). */
  problemText?: string
  /** Counts answers: the captcha is reset after each one (an answer is good for one check). */
  attempt: number
}

export const initialFormState: FormState = { values: {}, errors: {}, attempt: 0 }

/** The field reCAPTCHA fills in (its widget, or the no-JavaScript fallback's text area). */
export const CAPTCHA_FIELD = 'g-recaptcha-response'
/** Hidden from people, tempting to bots: a form arriving with it filled in is dropped quietly. */
export const HONEYPOT_FIELD = 'website'

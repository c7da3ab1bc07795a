import type { Locale } from './common'

/**
 * The public forms' fields without zod: limits, topics and message keys, for the browser (the site's
 * forms check input by hand before sending) and for `forms.ts`, whose schemas are the real rules.
 */

/** Topics a subscriber can choose; each is fed by one or more collections (the CMS's alert registry). */
export const ALERT_TOPICS = ['press-releases', 'financial-reports', 'traffic'] as const
export type AlertTopic = (typeof ALERT_TOPICS)[number]

/** The site's languages (the same list as `LOCALES`, kept here so the browser needs nothing else). */
export const FORM_LOCALES = ['id', 'en'] as const satisfies readonly Locale[]

/** Longest value each field takes; the form's `maxLength` attributes use the same numbers. */
export const FIELD_LIMITS = {
  name: { min: 2, max: 100 },
  email: { max: 254 },
  phone: { max: 20 },
  subject: { min: 3, max: 150 },
  message: { min: 10, max: 3000 },
  /** reCAPTCHA answers are ~2,000 characters. */
  captchaToken: { max: 4096 },
  token: { max: 1024 },
  /** Sections a traffic subscriber may choose (more than the network has: a list, not a limit in practice). */
  sections: { max: 40 },
} as const

/** Message keys the rules use (see the site's `forms.errors`). */
export type FieldErrorKey =
  'required' | 'tooShort' | 'tooLong' | 'invalidEmail' | 'invalidPhone' | 'chooseTopic' | 'invalid'

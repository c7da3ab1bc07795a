import { ALERT_TOPICS, FIELD_LIMITS, FORM_LOCALES, type FieldErrorKey } from '@jtt/content-api/form-fields'
import type { AlertSubscriptionRequest, ContactMessageRequest, UnsubscribeLinkRequest } from '@jtt/content-api/forms'
import type { FieldError } from './state'

/**
 * The browser's check of a form before it is sent: the contract's rules (`@jtt/content-api/forms`)
 * written out by hand, so the page ships no zod. Same message keys, same first problem per field;
 * the server action validates again with the schemas themselves (a unit test runs both on the same
 * inputs). Answers field → key, empty when the form may be sent.
 */

type Errors = Record<string, FieldError>

/** Control characters (line breaks included) have no place in a name or a subject line. */
const CONTROL = /[\u0000-\u001f\u007f]/
/** zod's `z.email()` pattern. */
const EMAIL = /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/
const PHONE = /^\+?[\d\s().-]+$/

function text(value: unknown, min: number, max: number): FieldErrorKey | undefined {
  if (typeof value !== 'string') return 'required'
  const s = value.trim()
  if (s.length < 1) return 'required'
  if (s.length < min) return 'tooShort'
  if (s.length > max) return 'tooLong'
}

const line = (value: unknown, min: number, max: number): FieldErrorKey | undefined =>
  text(value, min, max) ?? (CONTROL.test(String(value).trim()) ? 'invalid' : undefined)

function email(value: unknown): FieldErrorKey | undefined {
  if (typeof value !== 'string') return 'required'
  const s = value.trim()
  if (s.length < 1) return 'required'
  if (s.length > FIELD_LIMITS.email.max) return 'tooLong'
  if (!EMAIL.test(s.toLowerCase())) return 'invalidEmail'
}

function phone(value: unknown): FieldErrorKey | undefined {
  if (value === undefined) return undefined
  if (typeof value !== 'string') return 'invalidPhone'
  const s = value.trim()
  if (s.length > FIELD_LIMITS.phone.max) return 'tooLong'
  if (!PHONE.test(s) || s.replace(/\D/g, '').length < 6) return 'invalidPhone'
}

const locale = (value: unknown): FieldErrorKey | undefined =>
  (FORM_LOCALES as readonly unknown[]).includes(value) ? undefined : 'invalid'

function topics(value: unknown): FieldErrorKey | undefined {
  if (!Array.isArray(value)) return 'chooseTopic'
  if (value.some((t) => !(ALERT_TOPICS as readonly unknown[]).includes(t))) return 'invalid'
  if (value.length < 1) return 'chooseTopic'
  if (value.length > ALERT_TOPICS.length || new Set(value).size !== value.length) return 'invalid'
}

/** The contract's slug pattern (a section's), written out: the page ships no zod. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** The traffic topic's sections: none (every section), or distinct section slugs. */
function sections(value: unknown): FieldErrorKey | undefined {
  if (value === undefined) return undefined
  if (!Array.isArray(value) || value.some((s) => typeof s !== 'string' || !SLUG.test(s))) return 'invalid'
  if (value.length > FIELD_LIMITS.sections.max || new Set(value).size !== value.length) return 'invalid'
}

/** The fields' problems, without the ones that have none; the captcha's answer asked for when needed. */
function collect(
  found: Record<string, FieldErrorKey | undefined>,
  captchaToken: string | undefined,
  captchaNeeded: boolean,
): Errors {
  const errors: Errors = {}
  for (const [field, key] of Object.entries(found)) if (key) errors[field] = key
  if (captchaNeeded && !captchaToken) errors.captcha = 'captchaRequired'
  return errors
}

export const checkContact = (body: ContactMessageRequest, captchaNeeded: boolean): Errors =>
  collect(
    {
      name: line(body.name, FIELD_LIMITS.name.min, FIELD_LIMITS.name.max),
      email: email(body.email),
      phone: phone(body.phone),
      subject: line(body.subject, FIELD_LIMITS.subject.min, FIELD_LIMITS.subject.max),
      message: text(body.message, FIELD_LIMITS.message.min, FIELD_LIMITS.message.max),
      locale: locale(body.locale),
    },
    body.captchaToken,
    captchaNeeded,
  )

export const checkSubscription = (body: AlertSubscriptionRequest, captchaNeeded: boolean): Errors =>
  collect(
    {
      email: email(body.email),
      locale: locale(body.locale),
      topics: topics(body.topics),
      sections: sections(body.sections),
    },
    body.captchaToken,
    captchaNeeded,
  )

export const checkUnsubscribeRequest = (body: UnsubscribeLinkRequest, captchaNeeded: boolean): Errors =>
  collect({ email: email(body.email), locale: locale(body.locale) }, body.captchaToken, captchaNeeded)

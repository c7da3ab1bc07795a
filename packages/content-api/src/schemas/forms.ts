import { z } from 'zod/mini'
import { sitePath } from '../routes'
import { SLUG_PATTERN } from './common'
import { ALERT_TOPICS, FIELD_LIMITS, FORM_LOCALES, type FieldErrorKey } from './formFields'

/**
 * The public forms (contact, email alerts): request bodies of the POST resources, shared by the web
 * site (validates in its server action) and the content service (validates once more, strictly). Each rule's message is a key, not a sentence: the site shows it in the
 * visitor's language next to the field (`forms.errors.<key>` in its messages).
 *
 * The browser does not load this module (zod would weigh some 15–50 KB gzipped on every form page):
 * its limits and keys live in `formFields.ts`, and the site checks forms in the browser by hand
 * with the same rules (a unit test there keeps both in step).
 */

export { ALERT_TOPICS, FIELD_LIMITS, type AlertTopic, type FieldErrorKey } from './formFields'

const text = (min: number, max: number) =>
  z
    .string({ error: 'required' })
    .check(
      z.trim(),
      z.minLength(1, { error: 'required' }),
      z.minLength(min, { error: 'tooShort' }),
      z.maxLength(max, { error: 'tooLong' }),
    )

/** Control characters (line breaks included) have no place in a name or a subject line. */
const CONTROL = /[\u0000-\u001f\u007f]/
const line = (min: number, max: number) => text(min, max).check(z.refine((s) => !CONTROL.test(s), { error: 'invalid' }))

const emailSchema = z.pipe(
  z
    .string({ error: 'required' })
    .check(
      z.trim(),
      z.minLength(1, { error: 'required' }),
      z.maxLength(FIELD_LIMITS.email.max, { error: 'tooLong' }),
      z.toLowerCase(),
    ),
  z.email({ error: 'invalidEmail' }),
)

/** Indonesian and international numbers: digits with spaces, dots, dashes, brackets and a leading +. */
const phoneSchema = z.string({ error: 'invalidPhone' }).check(
  z.trim(),
  z.maxLength(FIELD_LIMITS.phone.max, { error: 'tooLong' }),
  z.regex(/^\+?[\d\s().-]+$/, { error: 'invalidPhone' }),
  z.refine((phone) => phone.replace(/\D/g, '').length >= 6, { error: 'invalidPhone' }),
)

const localeSchema = z.enum(FORM_LOCALES, { error: 'invalid' })
const captchaTokenSchema = z
  .string({ error: 'invalid' })
  .check(z.minLength(1), z.maxLength(FIELD_LIMITS.captchaToken.max))

/** `POST /contact-messages`. `captchaToken` may be missing only where no captcha is configured (development). */
export const contactMessageRequestSchema = z.strictObject({
  name: line(FIELD_LIMITS.name.min, FIELD_LIMITS.name.max),
  email: emailSchema,
  phone: z.optional(phoneSchema),
  subject: line(FIELD_LIMITS.subject.min, FIELD_LIMITS.subject.max),
  message: text(FIELD_LIMITS.message.min, FIELD_LIMITS.message.max),
  locale: localeSchema,
  captchaToken: z.optional(captchaTokenSchema),
})
export type ContactMessageRequest = z.input<typeof contactMessageRequestSchema>

/** `POST /alert-subscriptions`: starts (or renews) a double opt-in. */
export const alertSubscriptionRequestSchema = z.strictObject({
  email: emailSchema,
  locale: localeSchema,
  topics: z.array(z.enum(ALERT_TOPICS, { error: 'invalid' }), { error: 'chooseTopic' }).check(
    z.minLength(1, { error: 'chooseTopic' }),
    z.maxLength(ALERT_TOPICS.length, { error: 'invalid' }),
    z.refine((topics) => new Set(topics).size === topics.length, { error: 'invalid' }),
  ),
  /** The sections (slugs) whose traffic advisories the `traffic` topic sends; none: every section. */
  sections: z.optional(
    z
      .array(z.string({ error: 'invalid' }).check(z.regex(SLUG_PATTERN, { error: 'invalid' })), { error: 'invalid' })
      .check(
        z.maxLength(FIELD_LIMITS.sections.max, { error: 'invalid' }),
        z.refine((sections) => new Set(sections).size === sections.length, { error: 'invalid' }),
      ),
  ),
  captchaToken: z.optional(captchaTokenSchema),
})
export type AlertSubscriptionRequest = z.input<typeof alertSubscriptionRequestSchema>

/** `POST /alert-subscriptions/unsubscribe-requests`: emails an unsubscribe link if the address is subscribed. */
export const unsubscribeLinkRequestSchema = z.strictObject({
  email: emailSchema,
  locale: localeSchema,
  captchaToken: z.optional(captchaTokenSchema),
})
export type UnsubscribeLinkRequest = z.input<typeof unsubscribeLinkRequestSchema>

/** `POST /alert-subscriptions/confirm` and `/alert-subscriptions/unsubscribe`: the signed token from an email link. */
export const emailLinkTokenRequestSchema = z.strictObject({
  token: z
    .string({ error: 'invalid' })
    .check(z.minLength(16, { error: 'invalid' }), z.maxLength(FIELD_LIMITS.token.max, { error: 'invalid' })),
})
export type EmailLinkTokenRequest = z.input<typeof emailLinkTokenRequestSchema>

/**
 * The first problem of each field, as message keys: what the site shows next to each field. Fields
 * are the top-level keys of the body (`topics.0` counts as `topics`).
 */
export function fieldErrors(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }) {
  const errors: Record<string, FieldErrorKey> = {}
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '_')
    const known = KNOWN_KEYS.has(issue.message as FieldErrorKey)
    errors[field] ??= known ? (issue.message as FieldErrorKey) : 'invalid'
  }
  return errors
}

const KNOWN_KEYS = new Set<FieldErrorKey>([
  'required',
  'tooShort',
  'tooLong',
  'invalidEmail',
  'invalidPhone',
  'chooseTopic',
  'invalid',
])

/**
 * Pages of the web site that links in emails open (from the route registry). The one-click
 * unsubscribe (RFC 8058) is the site's own endpoint.
 */
export const EMAIL_LINK_PATHS = {
  confirm: { id: sitePath('email-alert', 'id'), en: sitePath('email-alert', 'en') },
  unsubscribe: { id: sitePath('unsubscribe', 'id'), en: sitePath('unsubscribe', 'en') },
  oneClickUnsubscribe: '/api/alerts/unsubscribe',
} as const

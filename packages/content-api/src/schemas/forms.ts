import { z } from 'zod'
import { localeSchema } from './common'

/**
 * The public forms (contact, email alerts): request bodies of the POST resources, shared by the web
 * site (validates in the browser and again in its server action) and the content service (validates
 * once more, strictly). Each rule's message is a key, not a sentence: the site shows it in the
 * visitor's language next to the field (`forms.errors.<key>` in its messages).
 */

/** Topics a subscriber can choose; each is fed by one or more collections (the CMS's alert registry). */
export const ALERT_TOPICS = ['press-releases', 'financial-reports'] as const
export const alertTopicSchema = z.enum(ALERT_TOPICS)
export type AlertTopic = z.infer<typeof alertTopicSchema>

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
} as const

/** Message keys the rules use (see the site's `forms.errors`). */
export type FieldErrorKey =
  'required' | 'tooShort' | 'tooLong' | 'invalidEmail' | 'invalidPhone' | 'chooseTopic' | 'invalid'

const text = (min: number, max: number) =>
  z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .min(min, { error: 'tooShort' })
    .max(max, { error: 'tooLong' })

/** Control characters (line breaks included) have no place in a name or a subject line. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/
const line = (min: number, max: number) => text(min, max).refine((s) => !CONTROL.test(s), { error: 'invalid' })

export const emailSchema = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .max(FIELD_LIMITS.email.max, { error: 'tooLong' })
  .pipe(z.email({ error: 'invalidEmail' }))
  .transform((email) => email.toLowerCase())

/** Indonesian and international numbers: digits with spaces, dots, dashes, brackets and a leading +. */
const phoneSchema = z
  .string({ error: 'invalidPhone' })
  .trim()
  .max(FIELD_LIMITS.phone.max, { error: 'tooLong' })
  .regex(/^\+?[\d\s().-]+$/, { error: 'invalidPhone' })
  .refine((phone) => phone.replace(/\D/g, '').length >= 6, { error: 'invalidPhone' })

const captchaTokenSchema = z.string({ error: 'invalid' }).min(1).max(FIELD_LIMITS.captchaToken.max)

/** `POST /contact-messages`. `captchaToken` may be missing only where no captcha is configured (development). */
export const contactMessageRequestSchema = z.strictObject({
  name: line(FIELD_LIMITS.name.min, FIELD_LIMITS.name.max),
  email: emailSchema,
  phone: phoneSchema.optional(),
  subject: line(FIELD_LIMITS.subject.min, FIELD_LIMITS.subject.max),
  message: text(FIELD_LIMITS.message.min, FIELD_LIMITS.message.max),
  locale: localeSchema,
  captchaToken: captchaTokenSchema.optional(),
})
export type ContactMessageRequest = z.input<typeof contactMessageRequestSchema>

/** `POST /alert-subscriptions`: starts (or renews) a double opt-in. */
export const alertSubscriptionRequestSchema = z.strictObject({
  email: emailSchema,
  locale: localeSchema,
  topics: z
    .array(alertTopicSchema, { error: 'chooseTopic' })
    .min(1, { error: 'chooseTopic' })
    .max(ALERT_TOPICS.length)
    .refine((topics) => new Set(topics).size === topics.length, { error: 'invalid' }),
  captchaToken: captchaTokenSchema.optional(),
})
export type AlertSubscriptionRequest = z.input<typeof alertSubscriptionRequestSchema>

/** `POST /alert-subscriptions/unsubscribe-requests`: emails an unsubscribe link if the address is subscribed. */
export const unsubscribeLinkRequestSchema = z.strictObject({
  email: emailSchema,
  locale: localeSchema,
  captchaToken: captchaTokenSchema.optional(),
})
export type UnsubscribeLinkRequest = z.input<typeof unsubscribeLinkRequestSchema>

/** `POST /alert-subscriptions/confirm` and `/alert-subscriptions/unsubscribe`: the signed token from an email link. */
export const emailLinkTokenRequestSchema = z.strictObject({
  token: z.string({ error: 'invalid' }).min(16, { error: 'invalid' }).max(FIELD_LIMITS.token.max, { error: 'invalid' }),
})
export type EmailLinkTokenRequest = z.input<typeof emailLinkTokenRequestSchema>

/** The answer to a form post: taken (stored or acted on). Subscription answers never say more. */
export const formAcceptedSchema = z.object({ accepted: z.literal(true) })
export type FormAccepted = z.infer<typeof formAcceptedSchema>

/** The answer to a confirmation: what the subscriber now receives. */
export const subscriptionConfirmedSchema = z.object({
  status: z.literal('confirmed'),
  topics: z.array(alertTopicSchema),
  locale: localeSchema,
})
export type SubscriptionConfirmed = z.infer<typeof subscriptionConfirmedSchema>

export const unsubscribedSchema = z.object({ status: z.literal('unsubscribed') })

/**
 * The first problem of each field, as message keys: what the site shows next to each field. Fields
 * are the top-level keys of the body (`topics.0` counts as `topics`).
 */
export function fieldErrors(error: z.ZodError): Record<string, FieldErrorKey> {
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
 * Pages of the web site that links in emails open (the site's routing table has the same paths; a
 * unit test there keeps them equal). The one-click unsubscribe (RFC 8058) is the site's own endpoint.
 */
export const EMAIL_LINK_PATHS = {
  confirm: { id: '/id/hubungan-investor/pemberitahuan-email', en: '/en/investor-relations/email-alert' },
  unsubscribe: { id: '/id/unsubscribe', en: '/en/unsubscribe' },
  oneClickUnsubscribe: '/api/alerts/unsubscribe',
} as const

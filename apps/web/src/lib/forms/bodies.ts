import {
  alertSubscriptionRequestSchema,
  contactMessageRequestSchema,
  emailLinkTokenRequestSchema,
  fieldErrors,
  unsubscribeLinkRequestSchema,
  type AlertSubscriptionRequest,
  type ContactMessageRequest,
  type EmailLinkTokenRequest,
  type UnsubscribeLinkRequest,
} from '@jtt/content-api/forms'
import { CAPTCHA_FIELD, type FieldError } from './state'

/**
 * Form data → the contract's request body, and its validation: the same code runs in the browser
 * (before sending) and in the server action (before calling the content service), with the
 * contract's zod schemas, so both give the same messages.
 */
const text = (data: FormData, name: string) => {
  const value = data.get(name)
  return typeof value === 'string' ? value : ''
}
/** The language of the page the form was sent from (a hidden field of every form). */
export const PAGE_LOCALE_FIELD = 'page-locale'
export const pageLocaleOf = (data: FormData): 'id' | 'en' => (text(data, PAGE_LOCALE_FIELD) === 'en' ? 'en' : 'id')
const locale = pageLocaleOf
const captchaToken = (data: FormData) => text(data, CAPTCHA_FIELD).trim() || undefined

export type ReadForm<B> = { body: B; values: Record<string, string | string[]> }

export function readContact(data: FormData): ReadForm<ContactMessageRequest> {
  const values = {
    name: text(data, 'name'),
    email: text(data, 'email'),
    phone: text(data, 'phone'),
    subject: text(data, 'subject'),
    message: text(data, 'message'),
  }
  const body = {
    ...values,
    phone: values.phone.trim() || undefined,
    locale: locale(data),
    captchaToken: captchaToken(data),
  }
  return { body, values }
}

export function readSubscription(data: FormData): ReadForm<AlertSubscriptionRequest> {
  const topics = data.getAll('topics').filter((t): t is string => typeof t === 'string')
  // `locale` here is the language the alerts are wanted in (a choice on the form).
  const values = { email: text(data, 'email'), locale: text(data, 'locale'), topics }
  const body = {
    email: values.email,
    locale: values.locale as AlertSubscriptionRequest['locale'],
    topics: topics as AlertSubscriptionRequest['topics'],
    captchaToken: captchaToken(data),
  }
  return { body, values }
}

export function readUnsubscribeRequest(data: FormData): ReadForm<UnsubscribeLinkRequest> {
  const values = { email: text(data, 'email') }
  return { body: { ...values, locale: locale(data), captchaToken: captchaToken(data) }, values }
}

export function readLinkToken(data: FormData): ReadForm<EmailLinkTokenRequest> {
  return { body: { token: text(data, 'token') }, values: {} }
}

export const schemas = {
  contact: contactMessageRequestSchema,
  subscribe: alertSubscriptionRequestSchema,
  unsubscribeRequest: unsubscribeLinkRequestSchema,
  linkToken: emailLinkTokenRequestSchema,
}

/**
 * Field errors of a body (empty when valid). `captchaNeeded`: the captcha is on and must be answered
 * before anything is sent.
 */
export function validate(
  schema: (typeof schemas)[keyof typeof schemas],
  body: object,
  captchaNeeded: boolean,
): Record<string, FieldError> {
  const parsed = schema.safeParse(body)
  const errors: Record<string, FieldError> = parsed.success ? {} : { ...fieldErrors(parsed.error) }
  delete errors.captchaToken
  if (captchaNeeded && !(body as { captchaToken?: string }).captchaToken) errors.captcha = 'captchaRequired'
  return errors
}

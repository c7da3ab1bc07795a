import type {
  AlertSubscriptionRequest,
  ContactMessageRequest,
  EmailLinkTokenRequest,
  UnsubscribeLinkRequest,
} from '@jtt/content-api/forms'
import { CAPTCHA_FIELD } from './state'

/**
 * Form data → the contract's request body: the same code runs in the browser (its checks before
 * sending, `checks.ts`) and in the server action (the contract's schemas, `validate.ts`). Types only
 * from the contract, so the browser loads no zod.
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
  // The traffic topic's sections; none chosen: every section (the field is then left out).
  const sections = data.getAll('sections').filter((s): s is string => typeof s === 'string')
  // `locale` here is the language the alerts are wanted in (a choice on the form).
  const values = { email: text(data, 'email'), locale: text(data, 'locale'), topics, sections }
  const body = {
    email: values.email,
    locale: values.locale as AlertSubscriptionRequest['locale'],
    topics: topics as AlertSubscriptionRequest['topics'],
    ...(sections.length > 0 && { sections }),
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

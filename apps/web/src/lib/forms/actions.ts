'use server'

import type { Result } from '@jtt/content-api'
import { redirect } from 'next/navigation'
import { getPathname } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'
import { api } from '@/lib/content/client'
import { logger } from '@/lib/log'
import { fieldState, meaningOf, onBehalfOf, problemState, requestFacts } from './answer'
import {
  pageLocaleOf,
  readContact,
  readLinkToken,
  readSubscription,
  readUnsubscribeRequest,
  type ReadForm,
} from './bodies'
import { captchaSetup } from './captcha-setup'
import { HONEYPOT_FIELD, type FormState } from './state'
import { schemas, validate } from './validate'

/**
 * The forms' server actions: the same steps for each — the proxy's limit verdict, the honeypot, the
 * captcha setup, the contract's validation, then the content service — and a redirect to the page's
 * success state (303 for a plain form post), or the form again with the visitor's input and the
 * errors in their language.
 */
type Spec<B> = {
  read: (data: FormData) => ReadForm<B>
  schema: (typeof schemas)[keyof typeof schemas]
  /** Forms a visitor fills in carry the captcha; links from emails do not. */
  captcha: boolean
  send: (body: B, call: ReturnType<typeof onBehalfOf>) => Promise<Result<unknown>>
  /** Where the visitor goes once it worked (the page with its success state). */
  success: (locale: Locale) => string
}

async function runForm<B extends object>(spec: Spec<B>, prev: FormState, data: FormData): Promise<FormState> {
  const locale = pageLocaleOf(data)
  const { body, values } = spec.read(data)
  const { ip, retryAfterSeconds } = await requestFacts()
  if (retryAfterSeconds > 0) return problemState(locale, prev, values, 'rateLimited', retryAfterSeconds)
  const setup = spec.captcha ? captchaSetup() : null
  if (setup?.mode === 'broken') return problemState(locale, prev, values, 'notConfigured')

  const filledHoneypot = String(data.get(HONEYPOT_FIELD) ?? '').length > 0
  if (filledHoneypot) {
    // Answered like a success, so the bot learns nothing; nothing is stored or sent.
    logger().info('forms: honeypot filled; dropped')
    redirect(spec.success(locale))
  }

  const errors = validate(spec.schema, body, setup?.mode === 'on')
  if (Object.keys(errors).length > 0) return fieldState(prev, values, errors)

  const result = await spec.send(body, onBehalfOf(ip))
  if (!result.ok) {
    const meaning = meaningOf(result.error)
    if ('field' in meaning) return fieldState(prev, values, { captcha: meaning.field })
    if (meaning.problem === 'unavailable') {
      logger().error(
        { kind: result.error.kind, status: result.error.status, code: result.error.code },
        'forms: content service refused or failed',
      )
    }
    return problemState(locale, prev, values, meaning.problem, meaning.retryAfterSeconds)
  }
  redirect(spec.success(locale))
}

const withStatus = (path: string, status: string) => `${path}?status=${status}`
const contactPage = (locale: Locale) => getPathname({ locale, href: '/hubungi-kami' })
const alertPage = (locale: Locale) => getPathname({ locale, href: '/hubungan-investor/pemberitahuan-email' })
const unsubscribePage = (locale: Locale) => getPathname({ locale, href: '/unsubscribe' })

export async function submitContact(prev: FormState, data: FormData): Promise<FormState> {
  return runForm(
    {
      read: readContact,
      schema: schemas.contact,
      captcha: true,
      send: (body, call) => api.submitContactMessage(body, call),
      success: (locale) => withStatus(contactPage(locale), 'sent'),
    },
    prev,
    data,
  )
}

export async function subscribeToAlerts(prev: FormState, data: FormData): Promise<FormState> {
  return runForm(
    {
      read: readSubscription,
      schema: schemas.subscribe,
      captcha: true,
      send: (body, call) => api.subscribeToAlerts(body, call),
      success: (locale) => withStatus(alertPage(locale), 'check-email'),
    },
    prev,
    data,
  )
}

export async function confirmAlertSubscription(prev: FormState, data: FormData): Promise<FormState> {
  return runForm(
    {
      read: readLinkToken,
      schema: schemas.linkToken,
      captcha: false,
      send: (body, call) => api.confirmAlertSubscription(body, call),
      success: (locale) => withStatus(alertPage(locale), 'confirmed'),
    },
    prev,
    data,
  )
}

/** From the link in an email (with its token); the page it was sent from keeps its own success state. */
export async function unsubscribeWithLink(prev: FormState, data: FormData): Promise<FormState> {
  const from = String(data.get('return-to') ?? '')
  return runForm(
    {
      read: readLinkToken,
      schema: schemas.linkToken,
      captcha: false,
      send: (body, call) => api.unsubscribeFromAlerts(body, call),
      success: (locale) => withStatus(unsubscribeReturn(locale, from), 'unsubscribed'),
    },
    prev,
    data,
  )
}

export async function requestUnsubscribeLink(prev: FormState, data: FormData): Promise<FormState> {
  const from = String(data.get('return-to') ?? '')
  return runForm(
    {
      read: readUnsubscribeRequest,
      schema: schemas.unsubscribeRequest,
      captcha: true,
      send: (body, call) => api.requestUnsubscribeLink(body, call),
      success: (locale) => withStatus(unsubscribeReturn(locale, from), 'link-sent'),
    },
    prev,
    data,
  )
}

/** Both unsubscribe pages (spec §2) share these forms; each answers on itself. */
function unsubscribeReturn(locale: Locale, from: string): string {
  const investorPage = getPathname({ locale, href: '/hubungan-investor/berhenti-berlangganan-pemberitahuan-email' })
  return from === 'investor-relations' ? investorPage : unsubscribePage(locale)
}

import type { AlertTopic, Locale } from '@jtt/content-api'
import type { Payload, PayloadRequest } from 'payload'
import { ApiError } from '../api/errors'
import { emailsPerAddress } from '../forms/limits'
import { inTransaction } from '../lib/transaction'
import type { AlertSubscriber } from '../payload-types'
import { newLinkKey, readLinkToken, type LinkClaims, type LinkPurpose } from './linkTokens'
import { SEND_CONFIRMATION_TASK, SEND_UNSUBSCRIBE_LINK_TASK } from './taskNames'

/**
 * The subscription's states and moves. Every public answer is the same whether or not an address is
 * known; emails to one address are rate-limited (`emailsPerAddress`).
 */
export const findByEmail = async (payload: Payload, email: string, req?: PayloadRequest) =>
  (
    await payload.find({
      collection: 'alert-subscribers',
      where: { email: { equals: email } },
      limit: 1,
      depth: 0,
      showHiddenFields: true,
      req,
    })
  ).docs[0]

/**
 * Subscribe (or change topics): a new or unsubscribed address becomes `pending` with a fresh link key
 * (old links stop working); a pending one takes the new choice; a confirmed one keeps receiving what
 * it confirmed until the new link is used. Each time, a confirmation email for exactly this choice.
 */
export async function requestSubscription(payload: Payload, request: SubscriptionRequest): Promise<void> {
  try {
    await subscribeOnce(payload, request)
  } catch (error) {
    // Two requests for a new address at once: the other one created it; this one now finds it.
    if (!(error instanceof Error && error.name === 'ValidationError')) throw error
    await subscribeOnce(payload, request)
  }
}

/** What a visitor asks for; `sections` (slugs) narrow the traffic topic, none: every section. */
type SubscriptionRequest = { email: string; locale: Locale; topics: AlertTopic[]; sections?: string[] }

async function subscribeOnce(payload: Payload, request: SubscriptionRequest) {
  const { email, locale, topics } = request
  const sections = request.sections ?? []
  await inTransaction(payload, async (req) => {
    const now = new Date().toISOString()
    const existing = await findByEmail(payload, email, req)
    let subscriber: AlertSubscriber
    if (!existing) {
      subscriber = await payload.create({
        collection: 'alert-subscribers',
        data: { email, locale, topics, sections, status: 'pending', requestedAt: now, linkKey: newLinkKey() },
        req,
      })
    } else if (existing.status === 'confirmed') {
      subscriber = existing
    } else {
      const fresh = existing.status === 'unsubscribed' ? { linkKey: newLinkKey(), unsubscribedAt: null } : {}
      subscriber = await payload.update({
        collection: 'alert-subscribers',
        id: existing.id,
        data: { locale, topics, sections, status: 'pending', requestedAt: now, ...fresh },
        req,
      })
    }
    if ((await emailsPerAddress.hit(email)) > 0) return
    await payload.jobs.queue({
      task: SEND_CONFIRMATION_TASK,
      input: { subscriberId: String(subscriber.id), topics, locale, sections },
      req,
    })
  })
}

const invalidLink = () =>
  new ApiError(400, 'invalid_token', 'This link is not valid (any more). Ask for a new one on the site.')
const expiredLink = () => new ApiError(400, 'token_expired', 'This link has expired. Ask for a new one on the site.')

/** The subscriber a link token names, if the token is genuine, unexpired and still current. */
async function subscriberOfLink(payload: Payload, token: string, purpose: LinkPurpose) {
  const check = readLinkToken(token, purpose)
  if (!check.ok) throw check.reason === 'expired' ? expiredLink() : invalidLink()
  const subscriber = await payload.findByID({
    collection: 'alert-subscribers',
    id: check.claims.s,
    depth: 0,
    showHiddenFields: true,
    disableErrors: true,
  })
  if (!subscriber || subscriber.linkKey !== check.claims.k) throw invalidLink()
  return { subscriber, claims: check.claims as LinkClaims }
}

/** A confirmation link: the subscriber receives the topics, in the language, that the link was made for. */
export async function confirmSubscription(payload: Payload, token: string, ip: string) {
  const { subscriber, claims } = await subscriberOfLink(payload, token, 'confirm')
  // Someone who unsubscribed since the link was sent is not signed up again by an old link.
  if (subscriber.status === 'unsubscribed') throw invalidLink()
  const topics = claims.t ?? ((subscriber.topics ?? []) as AlertTopic[])
  const locale = claims.l ?? subscriber.locale
  // An older link (made before sections existed, or for every section) carries none.
  const sections = claims.c ?? []
  await payload.update({
    collection: 'alert-subscribers',
    id: subscriber.id,
    data: { status: 'confirmed', topics, sections, locale, confirmedAt: new Date().toISOString(), confirmedIp: ip },
  })
  return { status: 'confirmed' as const, topics, sections, locale }
}

/** An unsubscribe link (page or one-click): no alert is sent to the address from now on. Repeatable. */
export async function unsubscribe(payload: Payload, token: string) {
  const { subscriber } = await subscriberOfLink(payload, token, 'unsubscribe')
  if (subscriber.status !== 'unsubscribed') {
    await payload.update({
      collection: 'alert-subscribers',
      id: subscriber.id,
      data: { status: 'unsubscribed', unsubscribedAt: new Date().toISOString() },
    })
  }
  return { status: 'unsubscribed' as const }
}

/**
 * "Send me an unsubscribe link": the answer is the same for every address, and so is the work done
 * while the visitor waits — one job queued. The job looks the address up and sends a link only to a
 * subscribed one, so neither the answer nor its timing tells whether an address is known.
 */
export async function requestUnsubscribeLink(payload: Payload, email: string, locale: Locale): Promise<void> {
  await payload.jobs.queue({ task: SEND_UNSUBSCRIBE_LINK_TASK, input: { email, locale } })
}

import { ALERT_TOPICS, LOCALES, type AlertTopic, type Locale } from '@jtt/content-api'
import type { Payload, TaskConfig } from 'payload'
import { EMAIL_RETRIES } from '../email/retries'
import { confirmationEmail, unsubscribeLinkEmail } from '../email/templates/subscriber'
import { sendEmail } from '../email/transport'
import { emailsPerAddress } from '../forms/limits'
import { createLinkToken } from './linkTokens'
import { findByEmail } from './subscriptions'
import { SEND_CONFIRMATION_TASK, SEND_UNSUBSCRIBE_LINK_TASK } from './taskNames'

const subscriberOf = (payload: Payload, id: string) =>
  payload.findByID({ collection: 'alert-subscribers', id, disableErrors: true, showHiddenFields: true })

const asTopics = (value: unknown): AlertTopic[] =>
  Array.isArray(value) ? value.filter((t): t is AlertTopic => (ALERT_TOPICS as readonly string[]).includes(t)) : []
const asLocale = (value: unknown): Locale =>
  (LOCALES as readonly string[]).includes(String(value)) ? (value as Locale) : 'id'

/**
 * The double opt-in email, with a link signed for exactly the topics and language asked for. Its
 * token is made when the email is sent, so a retried job still sends a link valid for 48 hours.
 */
export const sendConfirmationTask: TaskConfig<{
  input: { subscriberId: string; topics: string[]; locale: string; sections?: string[] | null }
  output: object
}> = {
  slug: SEND_CONFIRMATION_TASK,
  inputSchema: [
    { name: 'subscriberId', type: 'text', required: true },
    { name: 'topics', type: 'json', required: true },
    { name: 'locale', type: 'text', required: true },
    { name: 'sections', type: 'json' },
  ],
  retries: EMAIL_RETRIES,
  handler: async ({ input, req }) => {
    const subscriber = await subscriberOf(req.payload, input.subscriberId)
    if (!subscriber || subscriber.status === 'unsubscribed') return { output: {} }
    const topics = asTopics(input.topics)
    const locale = asLocale(input.locale)
    const sections = Array.isArray(input.sections) ? input.sections.filter((s) => typeof s === 'string') : []
    const token = createLinkToken('confirm', subscriber, { topics, locale, sections })
    await sendEmail(confirmationEmail(subscriber.email, locale, topics, token))
    return { output: {} }
  },
}

/**
 * The unsubscribe link someone asked for on the unsubscribe page. Queued for every address asked
 * for (see requestUnsubscribeLink); only a subscribed one gets an email, within the per-address limit.
 */
export const sendUnsubscribeLinkTask: TaskConfig<{ input: { email: string; locale: string }; output: object }> = {
  slug: SEND_UNSUBSCRIBE_LINK_TASK,
  inputSchema: [
    { name: 'email', type: 'text', required: true },
    { name: 'locale', type: 'text', required: true },
  ],
  retries: EMAIL_RETRIES,
  handler: async ({ input, req }) => {
    const subscriber = await findByEmail(req.payload, input.email)
    if (!subscriber || subscriber.status === 'unsubscribed') return { output: {} }
    if ((await emailsPerAddress.hit(subscriber.email)) > 0) return { output: {} }
    const token = createLinkToken('unsubscribe', subscriber)
    await sendEmail(unsubscribeLinkEmail(subscriber.email, asLocale(input.locale), token))
    return { output: {} }
  },
}

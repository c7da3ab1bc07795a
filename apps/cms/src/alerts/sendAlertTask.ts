import type { AlertTopic } from '@jtt/content-api'
import type { CollectionSlug, TaskConfig } from 'payload'
import { EMAIL_RETRIES } from '../email/retries'
import { alertEmail } from '../email/templates/alert'
import { sendEmail } from '../email/transport'
import { createLinkToken } from './linkTokens'
import { findAlertSource } from './sources'
import { SEND_ALERT_TASK } from './taskNames'

/**
 * One alert to one subscriber, in their language. Not sent (row `withdrawn`) if they unsubscribed or
 * dropped the topic meanwhile; if the item is no longer published the row is removed, so publishing
 * it again announces it then. Marked `sent` right after the SMTP server accepts it.
 */
export const sendAlertTask: TaskConfig<{ input: { deliveryId: string }; output: object }> = {
  slug: SEND_ALERT_TASK,
  inputSchema: [{ name: 'deliveryId', type: 'text', required: true }],
  retries: EMAIL_RETRIES,
  handler: async ({ input, req }) => {
    const { payload } = req
    const delivery = await payload.findByID({
      collection: 'alert-deliveries',
      id: input.deliveryId,
      depth: 0,
      disableErrors: true,
    })
    if (!delivery || delivery.status !== 'queued') return { output: {} }
    const setStatus = (status: 'sent' | 'withdrawn') =>
      payload.update({
        collection: 'alert-deliveries',
        id: delivery.id,
        data: { status, ...(status === 'sent' ? { sentAt: new Date().toISOString() } : {}) },
      })

    const subscriber = await payload.findByID({
      collection: 'alert-subscribers',
      id: delivery.subscriber as number,
      showHiddenFields: true,
      disableErrors: true,
    })
    const topics = (subscriber?.topics ?? []) as AlertTopic[]
    if (!subscriber || subscriber.status !== 'confirmed' || !topics.includes(delivery.topic)) {
      await setStatus('withdrawn')
      return { output: {} }
    }
    const source = findAlertSource(delivery.topic, delivery.itemCollection)
    // Read as a visitor would: only the published version counts.
    const doc = source
      ? await payload
          .findByID({
            collection: source.collection as CollectionSlug,
            id: delivery.item,
            locale: subscriber.locale,
            fallbackLocale: 'id',
            overrideAccess: false,
            draft: false,
            depth: 0,
            disableErrors: true,
          })
          .catch(() => null)
      : null
    const item = doc && source ? source.describe(doc as unknown as Record<string, unknown>, subscriber.locale) : null
    if (!item) {
      await payload.delete({ collection: 'alert-deliveries', id: delivery.id })
      return { output: {} }
    }
    const token = createLinkToken('unsubscribe', subscriber)
    await sendEmail(
      alertEmail({ email: subscriber.email, locale: subscriber.locale, topics }, delivery.topic, item, token),
    )
    await setStatus('sent')
    return { output: {} }
  },
}

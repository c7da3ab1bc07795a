import type { AlertTopic } from '@jtt/content-api'
import type { Payload, TaskConfig } from 'payload'
import { EMAIL_RETRIES } from '../email/retries'
import { inTransaction } from '../lib/transaction'
import { findAlertSource, type AlertSource } from './sources'
import { QUEUE_ALERTS_TASK, SEND_ALERT_TASK } from './taskNames'

type ItemRef = { topic: string; collection: string; item: string }

const deliveryKey = (subscriberId: string | number, ref: ItemRef) => `${subscriberId}:${ref.collection}:${ref.item}`

/** Subscribers who already have a delivery row for this item (sent, queued or withdrawn). */
async function alreadyServed(payload: Payload, ref: ItemRef): Promise<Set<string>> {
  const rows = await payload.find({
    collection: 'alert-deliveries',
    where: { itemCollection: { equals: ref.collection }, item: { equals: ref.item } },
    pagination: false,
    depth: 0,
    select: { key: true },
  })
  return new Set(rows.docs.map((row) => row.key))
}

/**
 * Which subscribers of the topic want this item, or null when it is not to be announced (any more):
 * the source's `when` is checked again on the published document, since an advisory may have ended
 * or been withdrawn between its start and this job.
 */
async function audienceOf(payload: Payload, source: AlertSource, item: string) {
  const everyone = () => true
  if (!source.when && !source.audience) return everyone
  const doc = await payload
    .findByID({ collection: source.collection, id: item, depth: 1, draft: false, disableErrors: true })
    .catch(() => null)
  const published = doc as Record<string, unknown> | null
  if (!published || (published._status !== undefined && published._status !== 'published')) return null
  if (source.when && !source.when(published, Date.now())) return null
  return source.audience ? source.audience(published) : everyone
}

/**
 * Fan-out of one published item to the confirmed subscribers of its topic: a delivery row (unique
 * per subscriber and item) and a `sendAlert` job for each, written together. Subscribers with a row
 * already are skipped — that is what keeps a re-published item from being sent twice.
 */
export const queueAlertsTask: TaskConfig<{ input: ItemRef; output: { queued: number } }> = {
  slug: QUEUE_ALERTS_TASK,
  inputSchema: [
    { name: 'topic', type: 'text', required: true },
    { name: 'collection', type: 'text', required: true },
    { name: 'item', type: 'text', required: true },
  ],
  retries: EMAIL_RETRIES,
  handler: async ({ input, req }) => {
    const { payload } = req
    const source = findAlertSource(input.topic, input.collection)
    if (!source) {
      payload.logger.warn(`alerts: no source for ${input.topic}/${input.collection}; nothing sent`)
      return { output: { queued: 0 } }
    }
    const wants = await audienceOf(payload, source, input.item)
    if (!wants) return { output: { queued: 0 } }
    const served = await alreadyServed(payload, input)
    let queued = 0
    for (let page = 1, pages = 1; page <= pages; page++) {
      const subscribers = await payload.find({
        collection: 'alert-subscribers',
        where: { status: { equals: 'confirmed' }, topics: { in: [input.topic] } },
        sort: 'id',
        page,
        limit: 100,
        depth: 0,
        select: { email: true, sections: true },
      })
      pages = subscribers.totalPages
      for (const { id, sections } of subscribers.docs) {
        if (!wants({ sections })) continue
        const key = deliveryKey(id, input)
        if (served.has(key)) continue
        const created = await inTransaction(payload, async (tx) => {
          const delivery = await payload.create({
            collection: 'alert-deliveries',
            data: {
              key,
              subscriber: id,
              topic: input.topic as AlertTopic,
              itemCollection: input.collection,
              item: input.item,
              status: 'queued',
            },
            req: tx,
          })
          await payload.jobs.queue({ task: SEND_ALERT_TASK, input: { deliveryId: String(delivery.id) }, req: tx })
          return true
        }).catch((error: unknown) => {
          // A concurrent fan-out for the same item created this row first (unique key): skip it.
          if (error instanceof Error && error.name === 'ValidationError') return false
          throw error
        })
        if (created) queued++
      }
    }
    payload.logger.info(`alerts: ${input.collection} ${input.item} → ${queued} subscriber(s) of ${input.topic}`)
    return { output: { queued } }
  },
}

import type { Payload } from 'payload'
import { listUrl } from './adminUrls'
import { daysAgo, type Section } from './attention'

/** Days a new message may wait before it is counted as waiting long. */
const LONG_WAIT_DAYS = 2

/**
 * New contact messages: how many, how many waited more than two days, and when the oldest came in
 * (the list opens oldest first).
 */
export async function messagesSection(payload: Payload, now: Date): Promise<Section> {
  const isNew = { status: { equals: 'new' } }
  const before = daysAgo(now, LONG_WAIT_DAYS).toISOString()
  const waitingLong = { and: [isNew, { createdAt: { less_than: before } }] }
  const [all, old, oldest] = await Promise.all([
    payload.count({ collection: 'contact-messages', where: isNew, overrideAccess: true }),
    payload.count({ collection: 'contact-messages', where: waitingLong, overrideAccess: true }),
    payload.find({
      collection: 'contact-messages',
      where: isNew,
      sort: 'createdAt',
      limit: 1,
      pagination: false,
      depth: 0,
      overrideAccess: true,
      select: { createdAt: true },
    }),
  ])
  const oldestAt = oldest.docs[0]?.createdAt
  return {
    key: 'messages',
    heading: 'messages',
    counts: [
      {
        key: 'contact-new',
        label: { word: 'contactNew' },
        count: all.totalDocs,
        href: listUrl('contact-messages', { where: isNew, sort: 'createdAt' }),
        detail: oldestAt ? { word: 'oldest', values: { age: { at: oldestAt, as: 'age' } } } : null,
      },
      {
        key: 'contact-old',
        label: { word: 'contactOld' },
        count: old.totalDocs,
        href: listUrl('contact-messages', { where: waitingLong, sort: 'createdAt' }),
      },
    ],
    entries: [],
  }
}

import type { CollectionAfterChangeHook } from 'payload'
import type { TaskSchedulePublish } from '../../payload-types'
import { dropUpcoming, SCHEDULE_PUBLISH_TASK } from './upcomingPublishes'

type ScheduledDoc = NonNullable<TaskSchedulePublish['input']['doc']>

/**
 * A draft saved with `publishAt` ahead is published at that time by Payload's `schedulePublish` job
 * (versions.drafts.schedulePublish), as the saving user — so the publish runs every hook a publish by
 * hand runs: publish-to-live, search, alerts. A new time replaces the one queued before; publishing by
 * hand first drops it.
 */
export const queueScheduledPublish: CollectionAfterChangeHook = async ({ collection, doc, previousDoc, req }) => {
  const at: unknown = doc.publishAt
  const id = String(doc.id)
  // Published by hand before its time: the waiting publish would later publish whatever draft is newest then.
  if (doc._status === 'published' && previousDoc?._status !== 'published') {
    await dropUpcoming(req, collection.slug, id)
    return doc
  }
  if (doc._status !== 'draft' || typeof at !== 'string' || Date.parse(at) <= Date.now()) return doc
  if (previousDoc?._status === 'draft' && previousDoc.publishAt === at) return doc
  await dropUpcoming(req, collection.slug, id)
  const user = req.user ? { relationTo: req.user.collection, value: req.user.id } : undefined
  // The id as a string, as the admin's drawer queues it and looks it up (payload#10481); the generated
  // input type says number, the task turns it back into one.
  const target = { relationTo: collection.slug, value: id } as unknown as ScheduledDoc
  await req.payload.jobs.queue({
    task: SCHEDULE_PUBLISH_TASK,
    input: { type: 'publish', doc: target, ...(user ? { user } : {}) },
    waitUntil: new Date(at),
    req,
  })
  return doc
}

import type { CollectionAfterDeleteHook } from 'payload'
import { dropWaitingJobs } from '../lib/waitingJobs'
import { QUEUE_ALERTS_TASK } from './taskNames'

/**
 * When an announced item is deleted, its delivery rows and its waiting `queueAlerts` job go with it.
 * They are keyed by the item's id, and SQLite gives a deleted row's id to the next one created: left
 * behind, they would count the new item as already sent to every subscriber of the old one.
 */
export const forgetDeletedItem: CollectionAfterDeleteHook = async ({ collection, id, req }) => {
  const item = String(id)
  await req.payload.delete({
    collection: 'alert-deliveries',
    where: { itemCollection: { equals: collection.slug }, item: { equals: item } },
    overrideAccess: true,
    req,
  })
  await dropWaitingJobs(req, QUEUE_ALERTS_TASK, { collection: collection.slug, item })
}

import type { CollectionAfterDeleteHook } from 'payload'
import { dropUpcoming } from './upcomingPublishes'

/**
 * A deleted document's scheduled publish goes with it: SQLite gives its id to the next document
 * created, which the waiting job would otherwise publish at the deleted one's time.
 */
export const dropScheduledPublishOnDelete: CollectionAfterDeleteHook = async ({ collection, id, req }) => {
  await dropUpcoming(req, collection.slug, String(id))
}

import type { CollectionAfterDeleteHook } from 'payload'
import { notifySite } from '../notifier'
import type { SiteCollection } from '../siteContent'

/** After a delete of anything the site shows: its lists and its page go. */
export const notifyCollectionDelete =
  (entry: SiteCollection): CollectionAfterDeleteHook =>
  async ({ id, doc, req }) => {
    notifySite(req, await entry.tags({ id, doc: null, previous: doc ?? null, req }))
    return doc
  }

import type { CollectionAfterChangeHook } from 'payload'
import { notifySite } from '../notifier'
import type { SiteCollection } from '../siteContent'

/**
 * After a create or update of anything the site shows. Saving a draft of a document that was never
 * published changes nothing public, so it is skipped; anything else (publish, unpublish, edit) is sent.
 */
export const notifyCollectionChange =
  (entry: SiteCollection): CollectionAfterChangeHook =>
  async ({ doc, previousDoc, req }) => {
    const draftOnly = doc?._status === 'draft' && (!previousDoc || previousDoc._status !== 'published')
    if (!draftOnly) notifySite(req, await entry.tags({ id: doc.id, doc, previous: previousDoc ?? null, req }))
    return doc
  }

import type { CollectionAfterChangeHook } from 'payload'
import { notifySite } from '../notifier'
import type { SiteCollection } from '../siteContent'

/**
 * After a create or update of anything the site shows: publish, unpublish or edit. A draft changes
 * nothing public — one of a never-published document, or one saved over a published document (whose
 * published row stays as it was) — so it is not sent.
 */
export const notifyCollectionChange =
  (entry: SiteCollection): CollectionAfterChangeHook =>
  async ({ collection, doc, previousDoc, req }) => {
    if (doc?._status === 'draft') {
      if (previousDoc?._status !== 'published') return doc
      const published = await req.payload
        .findByID({
          collection: collection.slug,
          id: doc.id,
          draft: false,
          req,
          overrideAccess: true,
          disableErrors: true,
          depth: 0,
        })
        .catch(() => null)
      if ((published as { _status?: string } | null)?._status === 'published') return doc
    }
    notifySite(req, await entry.tags({ id: doc.id, doc, previous: previousDoc ?? null, req }))
    return doc
  }

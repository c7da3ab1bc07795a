import type { GlobalAfterChangeHook } from 'payload'
import { notifySite } from '../notifier'

/** After a global the site shows is saved; drafts change nothing public (see notifyCollectionChange). */
export const notifyGlobalChange =
  (tags: string[]): GlobalAfterChangeHook =>
  async ({ doc, global, previousDoc, req }) => {
    if (doc?._status === 'draft') {
      if (previousDoc?._status !== 'published') return doc
      const published = await req.payload
        .findGlobal({ slug: global.slug, draft: false, req, overrideAccess: true, depth: 0 })
        .catch(() => null)
      if ((published as { _status?: string } | null)?._status === 'published') return doc
    }
    notifySite(req, tags)
    return doc
  }

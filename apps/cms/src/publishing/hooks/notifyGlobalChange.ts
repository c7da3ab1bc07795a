import type { GlobalAfterChangeHook } from 'payload'
import { notifySite } from '../notifier'

/** After a global the site shows is saved (drafts of a never-published global are skipped). */
export const notifyGlobalChange =
  (tags: string[]): GlobalAfterChangeHook =>
  ({ doc, previousDoc, req }) => {
    const draftOnly = doc?._status === 'draft' && previousDoc?._status !== 'published'
    if (!draftOnly) notifySite(req, tags)
    return doc
  }

import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload'
import { reindexAfterCommit } from './indexer'
import type { RegisteredSource } from './registry'

/** Set `context: { skipSearchIndex: true }` on a write to leave the index alone (bulk loads rebuild it after). */
const skipped = (context: Record<string, unknown>) => context.skipSearchIndex === true

/** A draft of a document that was never published changes nothing visitors can find. */
const draftOnly = (doc: { _status?: unknown } | undefined, previous: { _status?: unknown } | undefined) =>
  doc?._status === 'draft' && previous?._status !== 'published'

/** Create, update, publish, unpublish: the document is read again as visitors see it. */
export const indexCollectionChange =
  (registered: RegisteredSource): CollectionAfterChangeHook =>
  ({ doc, previousDoc, req, context }) => {
    if (!skipped(context) && !draftOnly(doc, previousDoc)) reindexAfterCommit(req, registered, doc.id)
    return doc
  }

/** Delete: reading it again finds nothing, so its rows go. */
export const indexCollectionDelete =
  (registered: RegisteredSource): CollectionAfterDeleteHook =>
  ({ id, doc, req, context }) => {
    if (!skipped(context)) reindexAfterCommit(req, registered, id)
    return doc
  }

export const indexGlobalChange =
  (registered: RegisteredSource): GlobalAfterChangeHook =>
  ({ doc, previousDoc, req, context }) => {
    if (!skipped(context) && !draftOnly(doc, previousDoc)) reindexAfterCommit(req, registered, registered.slug)
    return doc
  }

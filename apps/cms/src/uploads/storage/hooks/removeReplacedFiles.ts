import type { CollectionAfterChangeHook } from 'payload'
import { filesOf } from '../filesOf'
import type { ObjectStore } from '../types'

/**
 * Removes the files a new upload replaced, once the document is saved — as Payload does on disk,
 * except when a draft replaces the file of a published document, which still shows the old one.
 */
export const removeReplacedFiles =
  (store: ObjectStore): CollectionAfterChangeHook =>
  async ({ doc, previousDoc, operation, req }) => {
    if (operation !== 'update' || !req.file || !previousDoc) return doc
    if (doc._status === 'draft' && previousDoc._status === 'published') return doc
    const kept = new Set(filesOf(doc))
    const replaced = filesOf(previousDoc).filter((name) => !kept.has(name))
    try {
      await store.remove(replaced)
    } catch (error) {
      // The document is saved; a leftover file costs storage only.
      req.payload.logger.warn({ err: error, files: replaced }, 'could not remove replaced files from object storage')
    }
    return doc
  }

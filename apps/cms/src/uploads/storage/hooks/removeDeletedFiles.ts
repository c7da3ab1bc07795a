import type { CollectionAfterDeleteHook } from 'payload'
import { filesOf } from '../filesOf'
import type { ObjectStore } from '../types'

/** Removes a deleted upload's files (original and sizes) from the store. */
export const removeDeletedFiles =
  (store: ObjectStore): CollectionAfterDeleteHook =>
  async ({ doc, req }) => {
    try {
      await store.remove(filesOf(doc))
    } catch (error) {
      req.payload.logger.warn({ err: error, files: filesOf(doc) }, 'could not remove deleted files from object storage')
    }
  }

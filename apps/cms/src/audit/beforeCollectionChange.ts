import type { CollectionBeforeChangeHook } from 'payload'
import { hasDrafts, mainStatusOf, noteKey, type BeforeNote } from './facts'

/**
 * Notes, before an update, what the after hook cannot see any more: whether a new password was
 * given (no document shows it) and, for a draft or an unpublish of a collection with drafts, whether
 * the published row was published (a draft saved over it leaves it so; an unpublish does not).
 */
export const auditBeforeCollectionChange: CollectionBeforeChangeHook = async ({
  collection,
  context,
  data,
  operation,
  originalDoc,
  req,
}) => {
  if (operation !== 'update' || !originalDoc?.id) return data
  const note: BeforeNote = {}
  if (collection.auth && typeof data.password === 'string' && data.password !== '') note.password = true
  if (hasDrafts(collection) && data._status === 'draft') {
    note.mainBefore = await mainStatusOf(req, collection.slug, originalDoc.id)
  }
  context[noteKey('collection', collection.slug, originalDoc.id)] = note
  return data
}

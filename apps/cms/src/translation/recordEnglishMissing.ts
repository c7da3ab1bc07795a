import type { CollectionAfterChangeHook, CollectionSlug } from 'payload'
import { untranslatedPublished } from '../api/untranslated'
import { ENGLISH_MISSING } from './englishMissingField'

/**
 * After a write that changed the published item (a publish, or any save of a collection without
 * drafts), works out whether its English is incomplete by the Content API's own report and keeps the
 * answer on the item. A draft saved over it changes nothing published: Payload writes only the version.
 * Written through the adapter, in the write's transaction: one column, no hooks, versions or audit
 * entry of its own (it is no one's edit).
 */
export const recordEnglishMissing: CollectionAfterChangeHook = async ({ collection, doc, req }) => {
  if (collection.versions?.drafts && doc._status !== 'published') return doc
  const slug = collection.slug as CollectionSlug
  const missing = (await untranslatedPublished(slug, doc.id, req)).length > 0
  if (doc[ENGLISH_MISSING] !== missing) {
    await req.payload.db.updateOne({ collection: slug, id: doc.id, data: { [ENGLISH_MISSING]: missing }, req })
  }
  return doc
}

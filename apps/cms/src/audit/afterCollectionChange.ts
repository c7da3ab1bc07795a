import type { CollectionAfterChangeHook } from 'payload'
import { actionsOf } from './actions'
import { changedFieldNames } from './changedFields'
import { hasDrafts, mainStatusOf, noteKey, skipsWrite, titleOf, type BeforeNote } from './facts'
import { recordAudit } from './record'

/** Records a created or changed document: created, changed, published or unpublished, and which fields. */
export const auditCollectionChange: CollectionAfterChangeHook = async ({
  collection,
  context,
  doc,
  operation,
  previousDoc,
  req,
}) => {
  if (skipsWrite(collection, req)) return doc
  const key = noteKey('collection', collection.slug, doc.id)
  const note = (context[key] ?? {}) as BeforeNote
  delete context[key]
  const drafts = hasDrafts(collection)
  // Only a draft over a published row can be an unpublish: is that row a draft now?
  const mainAfter =
    drafts && note.mainBefore === 'published' && doc._status === 'draft'
      ? await mainStatusOf(req, collection.slug, doc.id)
      : undefined
  const actions = actionsOf({ operation, drafts, status: doc._status, mainBefore: note.mainBefore, mainAfter })
  const fields = changedFieldNames(collection.flattenedFields, doc, operation === 'create' ? null : previousDoc)
  // A new password is named, never shown: every account is created with one.
  if (collection.auth && (operation === 'create' || note.password)) fields.push('password')
  const entry = {
    kind: 'collection' as const,
    slug: collection.slug,
    documentId: String(doc.id),
    title: titleOf(collection, doc),
  }
  await recordAudit(
    req,
    actions.map((action) => ({
      ...entry,
      action,
      fields: action === 'publish' && operation === 'create' ? [] : fields,
    })),
  )
  return doc
}

import type { CollectionAfterDeleteHook } from 'payload'
import { skipsWrite, titleOf } from './facts'
import { recordAudit } from './record'

/** Records a deleted document, with the title it had. */
export const auditCollectionDelete: CollectionAfterDeleteHook = async ({ collection, doc, id, req }) => {
  if (skipsWrite(collection, req)) return doc
  await recordAudit(req, [
    {
      action: 'delete',
      kind: 'collection',
      slug: collection.slug,
      documentId: String(id),
      title: titleOf(collection, doc),
    },
  ])
  return doc
}

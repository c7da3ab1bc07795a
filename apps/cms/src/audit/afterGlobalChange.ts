import type { GlobalAfterChangeHook } from 'payload'
import { actionsOf } from './actions'
import { changedFieldNames } from './changedFields'
import { globalStatusOf, hasDrafts, noteKey, type BeforeNote } from './facts'
import { recordAudit } from './record'

/** Records a change to a global: changed, published or unpublished, and which fields. */
export const auditGlobalChange: GlobalAfterChangeHook = async ({ context, doc, global, previousDoc, req }) => {
  const key = noteKey('global', global.slug)
  const note = (context[key] ?? {}) as BeforeNote
  delete context[key]
  const drafts = hasDrafts(global)
  const mainAfter =
    drafts && note.mainBefore === 'published' && doc._status === 'draft'
      ? await globalStatusOf(req, global.slug)
      : undefined
  const actions = actionsOf({
    operation: 'update',
    drafts,
    status: doc._status,
    mainBefore: note.mainBefore,
    mainAfter,
  })
  const fields = changedFieldNames(global.flattenedFields, doc, previousDoc ?? {})
  await recordAudit(
    req,
    actions.map((action) => ({ action, kind: 'global' as const, slug: global.slug, title: null, fields })),
  )
  return doc
}

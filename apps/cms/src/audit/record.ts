import type { PayloadRequest } from 'payload'
import type { AuditAction } from './actions'

export const AUDIT_LOG = 'audit-log'

type AuditEntry = {
  action: AuditAction
  kind: 'collection' | 'global'
  slug: string
  documentId?: string
  /** The document's title when the write happened (never for personal data, see policy.ts). */
  title?: string | null
  fields?: string[]
}

/** Who made a write: the signed-in user (id, and the email at the time), or the system. */
const actorOf = (req: PayloadRequest) =>
  req.user
    ? { actor: 'user' as const, user: req.user.id, userEmail: String(req.user.email ?? '') }
    : { actor: 'system' as const }

/**
 * Writes the entries through `req`: in the write's own transaction, so a write that fails or is
 * rolled back leaves no entry, and no committed write is without one. The cost is one small insert
 * per entry inside a transaction that already holds the document's rows (and its versions).
 * `overrideAccess`: nobody may write the log through the API, only these hooks.
 */
export async function recordAudit(req: PayloadRequest, entries: AuditEntry[]): Promise<void> {
  const actor = actorOf(req)
  for (const { fields, ...entry } of entries) {
    await req.payload.create({
      collection: AUDIT_LOG,
      data: { ...entry, ...actor, changedFields: fields?.length ? fields.join(', ') : null },
      req,
      overrideAccess: true,
      depth: 0,
    })
  }
}

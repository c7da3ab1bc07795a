import type { CollectionConfig } from 'payload'

/**
 * What a collection asks of the audit trail, declared beside its fields as `custom.audit`:
 * - `personalTitle`: its title is what a visitor wrote (an email, a subject): entries keep only the id.
 * - `userWritesOnly`: writes the system makes are not recorded (a log of its own, such as one row per
 *   alert email, written by the job queue); what a user does to it (deleting rows) still is.
 */
type AuditPolicy = { personalTitle?: true; userWritesOnly?: true }

export const auditPolicy = (policy: AuditPolicy): { audit: AuditPolicy } => ({ audit: policy })

export const auditPolicyOf = (collection: Pick<CollectionConfig, 'custom'>): AuditPolicy =>
  (collection.custom as { audit?: AuditPolicy } | undefined)?.audit ?? {}

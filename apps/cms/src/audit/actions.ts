import type { Bilingual } from '../i18n/language'
import type { Labels } from '../i18n/options'

/**
 * What an audit entry says was done: a write, or a sign-in to an account, one that failed on an
 * account that exists (a wrong password), or a sign-out (accountEvents.ts).
 */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'publish',
  'unpublish',
  'delete',
  'signIn',
  'signInFailed',
  'signOut',
] as const
export type AuditAction = (typeof AUDIT_ACTIONS)[number]

export const auditActionLabels: Labels<AuditAction> = {
  create: { id: 'Dibuat', en: 'Created' },
  update: { id: 'Diubah', en: 'Changed' },
  publish: { id: 'Diterbitkan', en: 'Published' },
  unpublish: { id: 'Ditarik dari situs', en: 'Unpublished' },
  delete: { id: 'Dihapus', en: 'Deleted' },
  signIn: { id: 'Masuk', en: 'Signed in' },
  signInFailed: { id: 'Gagal masuk', en: 'Sign-in failed' },
  signOut: { id: 'Keluar', en: 'Signed out' },
}

/** Who made a change: a signed-in user, or the system (the job queue, the seed, a command-line task). */
export const AUDIT_ACTORS = ['user', 'system'] as const
type AuditActor = (typeof AUDIT_ACTORS)[number]

export const auditActorLabels: Record<AuditActor, Bilingual> = {
  user: { id: 'Pengguna', en: 'User' },
  system: { id: 'Sistem', en: 'System' },
}

type Status = unknown

/** A write of a collection document or a global, as the hooks see it. */
type WriteFacts = {
  operation: 'create' | 'update'
  /** The collection or global has drafts (`versions.drafts`): publishing is a separate act. */
  drafts: boolean
  /** `_status` after the write, of the version written (a draft saved over a published one says draft). */
  status: Status
  /** `_status` of the published row before and after the write: only a publish or an unpublish changes it. */
  mainBefore?: Status
  mainAfter?: Status
}

/**
 * The actions a write records. With drafts, a write that leaves the document published is a publish
 * (also "publish changes"); one that takes the published row back to draft is an unpublish; saving a
 * draft is an update, whatever is published meanwhile. A document created published is created and
 * published, two entries.
 */
export function actionsOf(write: WriteFacts): AuditAction[] {
  const published = write.drafts && write.status === 'published'
  if (write.operation === 'create') return published ? ['create', 'publish'] : ['create']
  if (published) return ['publish']
  if (write.drafts && write.mainBefore === 'published' && write.mainAfter === 'draft') return ['unpublish']
  return ['update']
}

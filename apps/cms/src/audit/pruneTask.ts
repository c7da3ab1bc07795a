import type { TaskConfig } from 'payload'
import { nightlySchedule } from '../lib/nightlySchedule'
import { AUDIT_LOG } from './record'

const PRUNE_AUDIT_LOG_TASK = 'pruneAuditLog'

/** How long entries are kept. */
const AUDIT_KEEP_DAYS = 365
const DAY_MS = 24 * 60 * 60 * 1000
/** Pruned at night in Jakarta, when nobody works in the admin. */
const PRUNE_HOUR = 3

/** Entries older than this moment are deleted. */
export const auditCutoff = (now: number) => new Date(now - AUDIT_KEEP_DAYS * DAY_MS)

/**
 * Deletes the entries older than a year, every night at 03:00 in Jakarta from the default queue:
 * Payload's scheduler queues it (lib/nightlySchedule.ts), the queue's autoRun runs it. One DELETE through the
 * adapter, not a delete per entry: the log has no hooks or versions to run.
 */
export const pruneAuditLogTask: TaskConfig<{ input: object; output: object }> = {
  slug: PRUNE_AUDIT_LOG_TASK,
  schedule: nightlySchedule('default', PRUNE_HOUR),
  retries: 2,
  handler: async ({ req }) => {
    const cutoff = auditCutoff(Date.now()).toISOString()
    await req.payload.db.deleteMany({ collection: AUDIT_LOG, where: { createdAt: { less_than: cutoff } }, req })
    return { output: {} }
  },
}

import type { Payload, PayloadRequest, Where } from 'payload'
import { env } from '../lib/env'
import { CONTENT_HEALTH_QUEUE, CONTENT_HEALTH_TASK, type HealthReason } from './taskName'

/** The nightly check runs at 02:00 in Jakarta (19:00 UTC), when nobody publishes. */
const NIGHTLY_UTC_HOUR = 19

/** A check of this reason that has not run yet (a failed try waiting for its retry included). */
const waiting = (reason: HealthReason): Where => ({
  and: [
    { taskSlug: { equals: CONTENT_HEALTH_TASK } },
    { 'input.reason': { equals: reason } },
    { processing: { equals: false } },
    { hasError: { equals: false } },
    { completedAt: { exists: false } },
  ],
})

/**
 * After a publish: queues a check unless one is already waiting to run (then this publish is
 * checked by it). A check already running does not count: it may have read the site before this publish.
 */
export async function queueHealthCheck(req: PayloadRequest): Promise<void> {
  const { totalDocs } = await req.payload.count({ collection: 'payload-jobs', where: waiting('publish'), req })
  if (totalDocs > 0) return
  await req.payload.jobs.queue({
    task: CONTENT_HEALTH_TASK,
    queue: CONTENT_HEALTH_QUEUE,
    input: { reason: 'publish' },
    // A burst of publishes (an editor saving item after item) makes one check, this long after the first.
    waitUntil: new Date(Date.now() + env.contentHealthDelaySeconds * 1000),
    req,
  })
}

/** The next nightly run's time after `now`. */
export function nextNightly(now: Date): Date {
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), NIGHTLY_UTC_HOUR))
  if (next <= now) next.setUTCDate(next.getUTCDate() + 1)
  return next
}

/**
 * Keeps one nightly check queued: at the server's start and after each check, so the nightly run
 * goes on even when one failed. (Payload's own schedules would add a global of job statistics.)
 */
export async function ensureNightlyHealthCheck(payload: Payload): Promise<void> {
  const { totalDocs } = await payload.count({ collection: 'payload-jobs', where: waiting('nightly') })
  if (totalDocs > 0) return
  await payload.jobs.queue({
    task: CONTENT_HEALTH_TASK,
    queue: CONTENT_HEALTH_QUEUE,
    input: { reason: 'nightly' },
    waitUntil: nextNightly(new Date()),
  })
}

import type { PayloadRequest, Where } from 'payload'
import { env } from '../lib/env'
import { CONTENT_HEALTH_QUEUE, CONTENT_HEALTH_TASK, type HealthReason } from './taskName'

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

import { gauge } from '@jtt/server/metrics'
import type { Payload, Where } from 'payload'

/** A job's state in the queue: completed jobs are deleted (payload.config.ts `deleteJobOnComplete`). */
const STATES: Record<'waiting' | 'retrying' | 'failed', Where> = {
  waiting: { and: [{ hasError: { not_equals: true } }, { totalTried: { equals: 0 } }] },
  retrying: { and: [{ hasError: { not_equals: true } }, { totalTried: { greater_than: 0 } }] },
  failed: { hasError: { equals: true } },
}

/**
 * A job whose time has not come (`waitUntil` ahead: an advisory's start, a scheduled publish, the nightly
 * prune of search analytics) is not waiting: it would hold JobQueueBacklog up for as long as it is ahead.
 */
const due = (now: string): Where => ({
  or: [{ waitUntil: { exists: false } }, { waitUntil: { less_than_equal: now } }],
})

/**
 * The job queue in metrics (issue 26), read when scraped: jobs per task (contact notifications, alert
 * emails, site notifications, search updates, …) waiting, retrying after a failure, or failed for good
 * (all retries spent). One count query per task and state.
 */
export function jobQueueMetrics(payload: Payload) {
  const tasks = (payload.config.jobs.tasks ?? []).map((task) => task.slug)
  gauge({
    name: 'job_queue_jobs',
    help: 'Jobs in the queue by task and state: waiting (not tried yet), retrying (failed, tried again), failed (gave up)',
    labelNames: ['task', 'state'],
    read: async (jobs) => {
      const now = new Date().toISOString()
      await Promise.all(
        tasks.flatMap((task) =>
          Object.entries(STATES).map(async ([state, where]) => {
            const { totalDocs } = await payload.count({
              collection: 'payload-jobs',
              where: { and: [{ taskSlug: { equals: task } }, where, ...(state === 'waiting' ? [due(now)] : [])] },
              overrideAccess: true,
            })
            jobs.set({ task, state }, totalDocs)
          }),
        ),
      )
    },
  })
}

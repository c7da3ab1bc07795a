import { gauge } from '@jtt/server/metrics'
import type { Payload, Where } from 'payload'

/**
 * A job's state in the queue: completed jobs are deleted (payload.config.ts `deleteJobOnComplete`).
 * Waiting counts jobs due now: one queued for later (a scheduled publish, an advisory's end, the
 * nightly content check or search analytics prune) is not a backlog.
 */
const STATES: Record<'waiting' | 'retrying' | 'failed', (now: string) => Where> = {
  waiting: (now): Where => ({
    and: [
      { hasError: { not_equals: true } },
      { totalTried: { equals: 0 } },
      { or: [{ waitUntil: { exists: false } }, { waitUntil: { less_than_equal: now } }] },
    ],
  }),
  retrying: (): Where => ({ and: [{ hasError: { not_equals: true } }, { totalTried: { greater_than: 0 } }] }),
  failed: (): Where => ({ hasError: { equals: true } }),
}

/**
 * The job queue in metrics (issue 26), read when scraped: jobs per task (contact notifications, alert
 * emails, site notifications, search updates, …) waiting, retrying after a failure, or failed for good
 * (all retries spent). One count query per task and state.
 */
export function jobQueueMetrics(payload: Payload) {
  const tasks = (payload.config.jobs.tasks ?? []).map((task) => task.slug)
  gauge({
    name: 'job_queue_jobs',
    help: 'Jobs in the queue by task and state: waiting (due, not tried yet), retrying (failed, tried again), failed (gave up)',
    labelNames: ['task', 'state'],
    read: async (jobs) => {
      const now = new Date().toISOString()
      await Promise.all(
        tasks.flatMap((task) =>
          Object.entries(STATES).map(async ([state, where]) => {
            const { totalDocs } = await payload.count({
              collection: 'payload-jobs',
              where: { and: [{ taskSlug: { equals: task } }, where(now)] },
              overrideAccess: true,
            })
            jobs.set({ task, state }, totalDocs)
          }),
        ),
      )
    },
  })
}

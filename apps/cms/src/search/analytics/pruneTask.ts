import type { Payload, TaskConfig } from 'payload'
import { daysBefore, nextJakartaHour } from './day'
import { runSql } from './sql'
import { deleteDaysBefore } from './store'

const PRUNE_SEARCH_ANALYTICS_TASK = 'pruneSearchAnalytics'
/** Days of search analytics kept before today (issue 28: 90). */
const KEPT_DAYS = 90
/** Pruned at night in Jakarta, when the site is quiet. */
const PRUNE_HOUR = 3

/** Queued runs of the task that have not started (the one running now is `processing`). */
async function waitingRuns(payload: Payload): Promise<number> {
  const { totalDocs } = await payload.count({
    collection: 'payload-jobs',
    where: {
      and: [
        { taskSlug: { equals: PRUNE_SEARCH_ANALYTICS_TASK } },
        { processing: { equals: false } },
        { completedAt: { exists: false } },
        { hasError: { not_equals: true } },
      ],
    },
  })
  return totalDocs
}

/**
 * Keeps one run of the prune queued, at the next 03:00 in Jakarta: called by the server at start and by
 * each run for the next day. A job of Payload's queue that queues its successor (as traffic advisories'
 * boundaries wait for their time) rather than a `schedule` cron, which would add Payload's job-stats
 * global — open to every signed-in user's writes — for one daily task. Two instances starting together
 * may queue two; the next runs find each other and leave one.
 */
export async function ensurePruneQueued(payload: Payload, now = new Date()): Promise<void> {
  if ((await waitingRuns(payload)) > 0) return
  await payload.jobs.queue({
    task: PRUNE_SEARCH_ANALYTICS_TASK,
    input: {},
    waitUntil: nextJakartaHour(now, PRUNE_HOUR),
  })
}

/** Deletes the rows of search analytics older than KEPT_DAYS days, daily (see ensurePruneQueued). */
export const pruneSearchAnalyticsTask: TaskConfig<{ input: object; output: { deleted: number } }> = {
  slug: PRUNE_SEARCH_ANALYTICS_TASK,
  retries: 2,
  handler: async ({ req }) => {
    const now = new Date()
    const deleted = await deleteDaysBefore(runSql(req.payload), daysBefore(now, KEPT_DAYS))
    await ensurePruneQueued(req.payload, now)
    return { output: { deleted } }
  },
}

import type { TaskConfig } from 'payload'
import { nightlySchedule } from '../../lib/nightlySchedule'
import { daysBefore } from './day'
import { runSql } from './sql'
import { deleteDaysBefore } from './store'

const PRUNE_SEARCH_ANALYTICS_TASK = 'pruneSearchAnalytics'
/** Days of search analytics kept before today (issue 28: 90). */
const KEPT_DAYS = 90
/** Pruned at night in Jakarta, when the site is quiet. */
const PRUNE_HOUR = 3

/**
 * Deletes the rows of search analytics older than KEPT_DAYS days, every night at 03:00 in Jakarta,
 * queued on the default queue by Payload's scheduler (lib/nightlySchedule.ts).
 */
export const pruneSearchAnalyticsTask: TaskConfig<{ input: object; output: { deleted: number } }> = {
  slug: PRUNE_SEARCH_ANALYTICS_TASK,
  schedule: nightlySchedule('default', PRUNE_HOUR),
  retries: 2,
  handler: async ({ req }) => {
    const deleted = await deleteDaysBefore(runSql(req.payload), daysBefore(new Date(), KEPT_DAYS))
    return { output: { deleted } }
  },
}

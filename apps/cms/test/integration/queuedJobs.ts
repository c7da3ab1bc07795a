import { expect } from 'vitest'
import { databaseSql } from './databaseSql'

/**
 * The inputs of the jobs of one task still waiting in the queue, read from the test CMS's database
 * (the jobs collection is closed to every API reader, by design). Completed jobs are deleted, so this
 * sees what a request queued until the queue's next run (every JOB_QUEUE_INTERVAL_SECONDS).
 */
export async function queuedJobInputs(taskSlug: string): Promise<Record<string, unknown>[]> {
  const rows = await databaseSql<{ input: unknown }>('select input from payload_jobs where task_slug = ?', [taskSlug])
  return rows.map(
    (row) => (typeof row.input === 'string' ? JSON.parse(row.input) : row.input) as Record<string, unknown>,
  )
}

/** What a job still in the queue is doing (never its input: addresses). */
type JobState = {
  task_slug: string
  processing: unknown
  has_error: unknown
  total_tried: unknown
  wait_until: unknown
}

/**
 * The state of every job of these tasks still in the queue, on the suite's database or on a test's own
 * CMS's copy (`on`, as databaseSql takes it).
 */
export const jobStates = (taskSlugs: string[], on?: Parameters<typeof databaseSql>[2]) =>
  databaseSql<JobState>(
    `select task_slug, processing, has_error, total_tried, wait_until from payload_jobs where task_slug in (${taskSlugs.map(() => '?').join(', ')})`,
    taskSlugs,
    on,
  )

/** Whether a queue run has the job (a boolean on PostgreSQL, 0 or 1 on SQLite). */
export const isRunning = (job: JobState) => job.processing === true || job.processing === 1

/**
 * Resolves once the queue holds no job of these tasks: every job queued so far has run (completed jobs
 * are deleted), and so have the jobs they queued in their own transaction. What a test would otherwise
 * wait a fixed time for ("nothing more arrives") has then happened or never will. A wait that runs out
 * names the jobs left and their state (running, failed, retrying, due later), which says why.
 */
export async function queueDrained(taskSlugs: string[], timeoutMs = 60_000): Promise<void> {
  try {
    await expect.poll(async () => (await jobStates(taskSlugs)).length, { timeout: timeoutMs, interval: 250 }).toBe(0)
  } catch (error) {
    const jobs = (await jobStates(taskSlugs)).map((job) => JSON.stringify(job)).join('\n  ')
    throw new Error(`jobs still in the queue after ${timeoutMs} ms:\n  ${jobs}`, { cause: error })
  }
}

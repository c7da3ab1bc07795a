import { expect } from 'vitest'
import { databaseSql } from './databaseSql'
import { QUEUE_ALERTS_TASK, SEND_ALERT_TASK } from '../../src/alerts/taskNames'

const placeholders = (values: unknown[]) => values.map(() => '?').join(', ')
const inputOf = (input: unknown) => (typeof input === 'string' ? JSON.parse(input) : input) as Record<string, unknown>

/**
 * The inputs of the jobs of one task still waiting in the queue, read from the test CMS's database
 * (the jobs collection is closed to every API reader, by design). Completed jobs are deleted, so this
 * sees what a request queued until the queue's next run (every JOB_QUEUE_INTERVAL_SECONDS).
 */
export async function queuedJobInputs(taskSlug: string): Promise<Record<string, unknown>[]> {
  const rows = await databaseSql<{ input: unknown }>('select input from payload_jobs where task_slug = ?', [taskSlug])
  return rows.map((row) => inputOf(row.input))
}

/** What a job still in the queue is doing (never its input: addresses). */
type JobState = {
  id: unknown
  task_slug: string
  processing: unknown
  has_error: unknown
  total_tried: unknown
  wait_until: unknown
  completed_at: unknown
  updated_at: unknown
}

/**
 * The state of every job of these tasks still in the queue, on the suite's database or on a test's own
 * CMS's copy (`on`, as databaseSql takes it).
 */
export const jobStates = (taskSlugs: string[], on?: Parameters<typeof databaseSql>[2]) =>
  databaseSql<JobState>(
    `select id, task_slug, processing, has_error, total_tried, wait_until, completed_at, updated_at from payload_jobs where task_slug in (${placeholders(taskSlugs)})`,
    taskSlugs,
    on,
  )

/**
 * The alert jobs that concern these items and these addresses: each item's fan-out (queueAlerts), and
 * each email it queued to one of them (sendAlert, by its delivery row). Another test's alerts, or its
 * subscribers', are not among them.
 */
async function alertJobsAbout(collection: string, items: string[], emails: string[]) {
  const jobs = await databaseSql<{ task_slug: string; input: unknown }>(
    `select task_slug, input from payload_jobs where task_slug in (?, ?)`,
    [QUEUE_ALERTS_TASK, SEND_ALERT_TASK],
  )
  const deliveries = new Set(
    (
      await databaseSql<{ id: number }>(
        `select d.id from alert_deliveries d join alert_subscribers s on s.id = d.subscriber_id
         where d.item_collection = ? and d.item in (${placeholders(items)}) and s.email in (${placeholders(emails)})`,
        [collection, ...items, ...emails],
      )
    ).map((row) => String(row.id)),
  )
  return jobs.filter(({ task_slug, input }) => {
    const job = inputOf(input)
    return task_slug === QUEUE_ALERTS_TASK
      ? job.collection === collection && items.includes(String(job.item))
      : deliveries.has(String(job.deliveryId))
  })
}

/**
 * Resolves once every alert about these items to these addresses has been sent (or found already
 * sent): what a test waits for before it says that nothing more arrives. It asks about its own mail,
 * not the state of the queue every test shares: a job another test left waiting is not its concern.
 */
export async function alertsSettled(collection: string, items: string[], emails: string[], timeoutMs = 60_000) {
  await untilNone(
    async () => (await alertJobsAbout(collection, items, emails)).length,
    async () => {
      const left = (await alertJobsAbout(collection, items, emails)).map((job) => job.task_slug).join(', ')
      const states = (await jobStates([QUEUE_ALERTS_TASK, SEND_ALERT_TASK])).map((job) => JSON.stringify(job))
      return `alerts about ${collection} ${items.join(', ')} still queued after ${timeoutMs} ms: ${left}\n  every alert job:\n  ${states.join('\n  ')}`
    },
    timeoutMs,
  )
}

/** Whether a queue run has the job (a boolean on PostgreSQL, 0 or 1 on SQLite). */
export const isRunning = (job: JobState) => job.processing === true || job.processing === 1

/**
 * Resolves once the queue holds no job of these tasks: every job queued so far has run (completed jobs
 * are deleted), and so have the jobs they queued in their own transaction. What a test would otherwise
 * wait a fixed time for ("nothing more arrives") has then happened or never will. A wait that runs out
 * names the jobs left and their state (running, failed, retrying, due later), which says why.
 */
export async function queueDrained(taskSlugs: string[], timeoutMs = 60_000): Promise<void> {
  await untilNone(
    async () => (await jobStates(taskSlugs)).length,
    async () => {
      const jobs = (await jobStates(taskSlugs)).map((job) => JSON.stringify(job)).join('\n  ')
      return `jobs still in the queue after ${timeoutMs} ms:\n  ${jobs}`
    },
    timeoutMs,
  )
}

/** Polls `count` every 250 ms until it is 0; a wait that runs out throws what `left` says is left, and why. */
async function untilNone(count: () => Promise<number>, left: () => Promise<string>, timeoutMs: number) {
  try {
    await expect.poll(count, { timeout: timeoutMs, interval: 250 }).toBe(0)
  } catch (error) {
    throw new Error(await left(), { cause: error })
  }
}

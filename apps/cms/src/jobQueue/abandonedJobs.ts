import type { Payload } from 'payload'
import { env } from '../lib/env'
import { releaseJobs } from './releaseJobs'

/**
 * Payload marks a job `processing` while a queue run has it, and never picks a job so marked. A process
 * that ends mid-run (a crash, a kill, an out-of-memory exit: a graceful stop waits, see stopJobQueue.ts)
 * leaves its jobs marked for ever: an email never sent, an advisory's start never applied. A job whose
 * record has not changed for JOB_ABANDONED_AFTER_SECONDS (longer than any job takes) is released here
 * and runs again at the next queue run. A job cut after its email went out is sent twice: once more is
 * better than never for a notification.
 */
async function releaseAbandonedJobs(payload: Payload): Promise<void> {
  const before = new Date(Date.now() - env.jobAbandonedAfterSeconds * 1000).toISOString()
  const jobs = await releaseJobs(payload, { updatedAt: { less_than: before } })
  if (jobs.length > 0)
    payload.logger.warn(
      { jobs },
      `job queue: released ${jobs.length} job(s) left running by a process that ended mid-run`,
    )
}

/** Checks at start and then every half of the threshold (a minute at most), in the server process only. */
export function watchAbandonedJobs(payload: Payload): void {
  const check = () =>
    void releaseAbandonedJobs(payload).catch((error: unknown) =>
      payload.logger.error(`job queue: could not release abandoned jobs: ${String(error)}`),
    )
  check()
  const timer = setInterval(check, Math.min(60, env.jobAbandonedAfterSeconds / 2) * 1000)
  timer.unref()
}

import type { Payload } from 'payload'

const POLL_MS = 50

/**
 * The graceful stop of the job queue (run by @jtt/server's stop hooks on SIGTERM, beside the drain of
 * answers): no queue run starts any more, and the runs in progress finish, so no job is left marked as
 * running (a rolling deploy restarts every instance in turn). A run still going at the deadline is cut
 * with the process; its jobs are released later by abandonedJobs.ts.
 */
export async function stopJobQueue(payload: Payload, deadlineMs: number): Promise<void> {
  const runs = payload.crons
  for (const run of runs) run.pause()
  const deadline = Date.now() + deadlineMs
  while (runs.some((run) => run.isBusy()) && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, POLL_MS))
  const busy = runs.filter((run) => run.isBusy()).length
  if (busy > 0) payload.logger.warn(`job queue: ${busy} run(s) still in progress at the stop deadline were cut`)
  else payload.logger.info('job queue: stopped, no job in progress')
}

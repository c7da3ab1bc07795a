import type { Payload } from 'payload'
import { heldJobIds } from './heldJobs'
import { releaseJobs } from './releaseJobs'

const POLL_MS = 50

/**
 * The graceful stop of the job queue (run by @jtt/server's stop hooks on SIGTERM, beside the drain of
 * answers): no queue run starts any more, and the runs in progress finish, so no job is left marked as
 * running (a rolling deploy restarts every instance in turn). A run still going at the deadline is cut
 * with the process: the jobs it holds (heldJobs.ts) are released first, and the next queue run of any
 * instance takes them up again. A job cut after its email went out is then sent twice, as after a
 * crash (abandonedJobs.ts).
 */
export async function stopJobQueue(payload: Payload, deadlineMs: number): Promise<void> {
  const runs = payload.crons
  for (const run of runs) run.pause()
  const deadline = Date.now() + deadlineMs
  while (runs.some((run) => run.isBusy()) && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, POLL_MS))
  const busy = runs.filter((run) => run.isBusy()).length
  if (busy === 0) return payload.logger.info('job queue: stopped, no job in progress')
  const held = heldJobIds()
  const released = held.length > 0 ? await releaseJobs(payload, { id: { in: held } }) : []
  payload.logger.warn(
    { jobs: released },
    `job queue: ${busy} run(s) still in progress at the stop deadline were cut; released ${released.length} job(s) for the next run`,
  )
}

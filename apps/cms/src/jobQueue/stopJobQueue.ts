import type { Payload } from 'payload'
import { heldJobIds } from './heldJobs'

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
  const released = await releaseHeldJobs(payload)
  payload.logger.warn(
    { jobs: released },
    `job queue: ${busy} run(s) still in progress at the stop deadline were cut; released ${released.length} job(s) for the next run`,
  )
}

/** Ids and tasks only in the log: a job's input holds email addresses. */
async function releaseHeldJobs(payload: Payload) {
  const ids = heldJobIds()
  if (ids.length === 0) return []
  const { docs } = await payload.update({
    collection: 'payload-jobs',
    where: { and: [{ id: { in: ids } }, { processing: { equals: true } }] },
    data: { processing: false },
    depth: 0,
    select: { taskSlug: true },
  })
  return docs.map((job) => ({ id: job.id, task: job.taskSlug }))
}

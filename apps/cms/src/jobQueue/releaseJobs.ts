import type { Payload, Where } from 'payload'

/**
 * Marks the jobs that are marked running and match `where` as not running, so the next queue run of any
 * instance takes them up. Answers their ids and tasks, for the log: never their input, which holds
 * email addresses.
 */
export async function releaseJobs(payload: Payload, where: Where) {
  const { docs } = await payload.update({
    collection: 'payload-jobs',
    where: { and: [{ processing: { equals: true } }, where] },
    data: { processing: false },
    depth: 0,
    select: { taskSlug: true },
  })
  return docs.map((job) => ({ id: job.id, task: job.taskSlug }))
}

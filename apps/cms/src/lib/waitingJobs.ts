import type { PayloadRequest } from 'payload'

/**
 * Deletes the jobs of a task still waiting in the queue (not picked up by a runner) whose input holds
 * these values: jobs made pointless by a change, or keyed by the id of something deleted.
 */
export const dropWaitingJobs = (req: PayloadRequest, task: string, input: Record<string, string>) =>
  req.payload.delete({
    collection: 'payload-jobs',
    where: {
      and: [
        { taskSlug: { equals: task } },
        ...Object.entries(input).map(([field, value]) => ({ [`input.${field}`]: { equals: value } })),
        { processing: { equals: false } },
      ],
    },
    req,
  })

import type { Plugin, TaskConfig } from 'payload'

type JobId = number | string

/** The jobs whose task runs in this process now: what it holds marked as running. */
const held = new Set<JobId>()

export const heldJobIds = (): JobId[] => [...held]

/**
 * Each task's handler records its job while it runs. A stop whose deadline cuts a queue run
 * (stopJobQueue.ts) releases exactly these, so the next instance runs them at once instead of after
 * JOB_ABANDONED_AFTER_SECONDS; another instance's jobs, marked the same way, are not touched. Applied
 * after every plugin that adds tasks. Payload starts every job of a run together (not `sequential`),
 * so a job picked by a run is in its handler at once.
 */
export const trackHeldJobs = (): Plugin => (config) => ({
  ...config,
  jobs: config.jobs && { ...config.jobs, tasks: (config.jobs.tasks ?? []).map(tracked) },
})

function tracked(task: TaskConfig): TaskConfig {
  const run = task.handler
  if (typeof run !== 'function') return task
  return {
    ...task,
    handler: async (args) => {
      held.add(args.job.id)
      try {
        return await run(args)
      } finally {
        held.delete(args.job.id)
      }
    },
  }
}

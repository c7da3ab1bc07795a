/** The job that runs the content health checks (healthTask.ts), and the queue it waits in. */
export const CONTENT_HEALTH_TASK = 'contentHealth'

/**
 * Its own queue, run one at a time: a check of a big site takes a while, and emails and
 * notifications in the default queue do not wait for it; two checks never run at once.
 */
export const CONTENT_HEALTH_QUEUE = 'content-health'

/** Why a check runs: after publishes (debounced), or the nightly run. */
export type HealthReason = 'publish' | 'nightly'

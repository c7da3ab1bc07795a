import type { TaskConfig } from 'payload'
import { nightlySchedule } from '../lib/nightlySchedule'
import { runHealthChecks } from './runChecks'
import { storeFindings } from './storeFindings'
import { CONTENT_HEALTH_QUEUE, CONTENT_HEALTH_TASK, type HealthReason } from './taskName'

/** The nightly check runs at 02:00 in Jakarta, when nobody publishes. */
const NIGHTLY_HOUR = 2

/**
 * The content health checks as a job: reads the published site and replaces the stored findings.
 * Queued after publishes (queueHealthCheck.ts) and every night by Payload's scheduler, in its own
 * queue (lib/nightlySchedule.ts). Retried twice (the database was away).
 */
export const contentHealthTask: TaskConfig<{ input: { reason: HealthReason }; output: { findings: number } }> = {
  slug: CONTENT_HEALTH_TASK,
  inputSchema: [{ name: 'reason', type: 'text', required: true }],
  outputSchema: [{ name: 'findings', type: 'number', required: true }],
  schedule: nightlySchedule(CONTENT_HEALTH_QUEUE, NIGHTLY_HOUR, { reason: 'nightly' }),
  retries: 2,
  handler: async ({ req }) => {
    const started = Date.now()
    const findings = await storeFindings(req.payload, await runHealthChecks(req.payload))
    req.payload.logger.info(`content health: ${findings} findings in ${Date.now() - started} ms`)
    return { output: { findings } }
  },
}

import type { TaskConfig } from 'payload'
import { ensureNightlyHealthCheck } from './queueHealthCheck'
import { runHealthChecks } from './runChecks'
import { storeFindings } from './storeFindings'
import { CONTENT_HEALTH_TASK, type HealthReason } from './taskName'

/**
 * The content health checks as a job: reads the published site, replaces the stored findings, and
 * makes sure the next nightly check is queued. Retried twice (the database was away).
 */
export const contentHealthTask: TaskConfig<{ input: { reason: HealthReason }; output: { findings: number } }> = {
  slug: CONTENT_HEALTH_TASK,
  inputSchema: [{ name: 'reason', type: 'text', required: true }],
  outputSchema: [{ name: 'findings', type: 'number', required: true }],
  retries: 2,
  handler: async ({ req }) => {
    const started = Date.now()
    const findings = await storeFindings(req.payload, await runHealthChecks(req.payload))
    req.payload.logger.info(`content health: ${findings} findings in ${Date.now() - started} ms`)
    await ensureNightlyHealthCheck(req.payload)
    return { output: { findings } }
  },
}

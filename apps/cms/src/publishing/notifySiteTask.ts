import { siteChangeSchema } from '@jtt/content-api/webhook'
import type { TaskConfig } from 'payload'
import { NOTIFY_TASK, sendChange } from './notifier'
import { publishMetrics } from './publishMetrics'

/**
 * Retries a notification the site did not take (it was down or restarting): same id, so the site
 * applies it once, with exponential backoff from 2 s over about half an hour.
 */
export const notifySiteTask: TaskConfig<{ input: { url: string; change: unknown }; output: object }> = {
  slug: NOTIFY_TASK,
  inputSchema: [
    { name: 'url', type: 'text', required: true },
    { name: 'change', type: 'json', required: true },
  ],
  retries: { attempts: 10, backoff: { type: 'exponential', delay: 2000 } },
  handler: async ({ input }) => {
    const change = siteChangeSchema.parse(input.change)
    const sent = await sendChange(input.url, change)
    publishMetrics.notifications().inc({ outcome: sent ? 'retry_sent' : 'retry_failed' })
    if (!sent) {
      // Expected while the site is down or restarting: the log says so in one line, without a stack.
      const failure = new Error(`${input.url} did not take the notification; it is retried with backoff`)
      failure.stack = failure.message
      throw failure
    }
    return { output: {} }
  },
}

import { counter, histogram } from '@jtt/server/metrics'

/**
 * Publish-to-live in metrics (issue 26): notifications to each web instance by outcome — `sent`,
 * `failed` (queued for retry), `retry_sent`, `retry_failed` (the job queue tries again with backoff) —
 * and the lag from the save to the site taking it.
 */
export const publishMetrics = {
  notifications: () =>
    counter({
      name: 'publish_notifications_total',
      help: 'Publish-to-live notifications to web instances, by outcome: sent, failed, retry_sent, retry_failed',
      labelNames: ['outcome'],
    }),
  lag: () =>
    histogram({
      name: 'publish_lag_seconds',
      help: 'From a saved change to a web instance taking its notification (first delivery)',
      buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 30],
    }),
}

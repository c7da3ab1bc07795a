import config from '@payload-config'
import { getPayload } from 'payload'

/**
 * The Payload instance behind the API (cached by Payload across requests). `cron: true` starts the
 * job queue's timers (see `jobs.autoRun`) with the first call — the start-up health check — rather
 * than with the first visit to the admin or Payload's REST API, which do the same: until then,
 * queued emails and notifications would wait.
 */
export const payloadClient = () => getPayload({ config, cron: true })

import crypto from 'node:crypto'
import { SIGNATURE_HEADER, signBody, type SiteChange } from '@jtt/content-api/webhook'
import type { Payload, PayloadRequest } from 'payload'
import { env } from '../lib/env'
import { transactionEnded } from '../lib/transactionEnds'
import { publishedChangeStarted } from './contentVersion'
import { publishMetrics } from './publishMetrics'

/** Changes made within this time are sent as one notification (a publish touches several rows). */
const BATCH_MS = 50
/**
 * Each notification is sent once more after this delay. A page being re-rendered when the first one
 * arrives can store data it read just before the change, stamped after the expiry (Next dates a cache
 * entry when it is written); the second expiry catches it. Found with two edits a second apart.
 */
const ECHO_MS = 2000
/** How long one web instance may take to answer a notification before it counts as not taken. */
const SEND_TIMEOUT_MS = 3000
export const NOTIFY_TASK = 'notifySite'

/** Where the web site takes notifications: configured URLs, or the first public web origin's route. */
const revalidateUrls = (): string[] => env.revalidateUrls

/** Sends one signed notification to one web instance; true when it was applied (or had been). */
export async function sendChange(url: string, change: SiteChange): Promise<boolean> {
  const body = JSON.stringify(change)
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signBody(env.revalidateSecret, body) },
      body,
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    })
    // 409: this id was applied already (an earlier try got through but its answer was lost).
    return res.ok || res.status === 409
  } catch {
    return false
  }
}

let enabled = true
let pending = new Set<string>()
/** When the first change of the pending batch was saved: the lag to the site is measured from it. */
let pendingSince = 0
let timer: NodeJS.Timeout | null = null

/**
 * Command-line tasks (migrate, bootstrap, seed) write without telling the site: the site's caches keep
 * what they read for five minutes at most (and the Content API's kept answers one), or a restart.
 */
export function disableNotifications() {
  enabled = false
}

/**
 * Records tags changed by `req` and tells every web instance once the change is committed — the site
 * would otherwise re-read the old data. Until then, the Content API serves nothing it kept (see
 * contentVersion.ts); after, nothing kept from before. Tags of changes made close together go out as one batch.
 * A failed delivery becomes a job in Payload's persistent queue, retried with backoff.
 */
export function notifySite(req: PayloadRequest, tags: string[]): void {
  if (tags.length === 0) return
  // The Content API's kept answers are retired before the site is told, so the site re-reads new ones.
  const announce = publishedChangeStarted()
  const savedAt = Date.now()
  const { payload } = req
  void transactionEnded(req)
    .catch(() => undefined) // announced whatever happened, or this process would keep no answer again
    .then(announce)
    .then(() => {
      if (!enabled || !env.revalidateSecret) return
      if (pending.size === 0) pendingSince = savedAt
      for (const tag of tags) pending.add(tag)
      timer ??= setTimeout(() => void flush(payload), BATCH_MS)
    })
}

/**
 * Sends tags now to every web instance, queueing a retry job for each instance that did not take it,
 * and once more a little later (see ECHO_MS; a missed echo is not retried).
 */
async function deliver(payload: Payload, tags: string[], savedAt: number): Promise<void> {
  const change: SiteChange = { id: crypto.randomUUID(), tags }
  setTimeout(() => {
    const echo: SiteChange = { id: crypto.randomUUID(), tags }
    for (const url of revalidateUrls()) void sendChange(url, echo)
  }, ECHO_MS).unref()
  await Promise.all(
    revalidateUrls().map(async (url) => {
      if (await sendChange(url, change)) {
        publishMetrics.notifications().inc({ outcome: 'sent' })
        publishMetrics.lag().observe((Date.now() - savedAt) / 1000)
        return
      }
      publishMetrics.notifications().inc({ outcome: 'failed' })
      payload.logger.warn(`publish-to-live: ${url} did not take ${tags.length} tag(s); retrying from the job queue`)
      await payload.jobs.queue({ task: NOTIFY_TASK, input: { url, change } }).catch((error: unknown) => {
        payload.logger.error(`publish-to-live: could not queue a retry: ${String(error)}`)
      })
    }),
  )
}

async function flush(payload: Payload) {
  const tags = [...pending]
  pending = new Set()
  timer = null
  if (tags.length) await deliver(payload, tags, pendingSince)
}

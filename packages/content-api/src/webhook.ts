import { createHmac, timingSafeEqual } from 'node:crypto'
import { z } from 'zod'
import { MAX_TAG_LENGTH } from './tags'

/**
 * The publish-to-live notification the content service sends the web site: which cache tags changed.
 * Signed with HMAC-SHA256 over `timestamp.body` with a secret both sides share; the web accepts it
 * only within the replay window and only once per `id`. Server-only (imports node:crypto).
 */
export const SIGNATURE_HEADER = 'x-jtt-signature'
export const REPLAY_WINDOW_SECONDS = 300

export const siteChangeSchema = z.object({
  /** Unique per notification: a retry of the same change repeats it, so the web applies it once. */
  id: z.uuid(),
  tags: z.array(z.string().min(1).max(MAX_TAG_LENGTH)).min(1).max(500),
})
export type SiteChange = z.infer<typeof siteChangeSchema>

const hmac = (secret: string, timestamp: number, body: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')

/** The signature header's value for a body sent now (`t=<unix seconds>,v1=<hex>`). */
export function signBody(secret: string, body: string, now = Date.now()): string {
  const timestamp = Math.floor(now / 1000)
  return `t=${timestamp},v1=${hmac(secret, timestamp, body)}`
}

export type SignatureCheck = { ok: true } | { ok: false; reason: 'malformed' | 'expired' | 'mismatch' }

/** Checks a signature header against the raw body, in constant time, within the replay window. */
export function verifySignature(secret: string, body: string, header: string | null, now = Date.now()): SignatureCheck {
  const match = /^t=(\d{1,12}),v1=([0-9a-f]{64})$/.exec(header ?? '')
  if (!match) return { ok: false, reason: 'malformed' }
  const timestamp = Number(match[1])
  if (Math.abs(now / 1000 - timestamp) > REPLAY_WINDOW_SECONDS) return { ok: false, reason: 'expired' }
  const expected = Buffer.from(hmac(secret, timestamp, body), 'hex')
  const given = Buffer.from(match[2]!, 'hex')
  return timingSafeEqual(expected, given) ? { ok: true } : { ok: false, reason: 'mismatch' }
}

import crypto from 'node:crypto'
import { ALERT_TOPICS, FIELD_LIMITS, LOCALES, SLUG_PATTERN, type AlertTopic, type Locale } from '@jtt/content-api'
import { z } from 'zod'
import { requirePayloadSecret } from '../lib/secret'

/**
 * Signed, expiring tokens for the links in alert emails: `<payload>.<signature>`, both base64url,
 * the signature an HMAC-SHA256 with a key derived from PAYLOAD_SECRET (no extra secret to manage).
 * A token names its purpose, the subscriber and the subscriber's current link key, so a link only
 * does what it was sent for and stops working when the subscriber starts over.
 */
export type LinkPurpose = 'confirm' | 'unsubscribe'

/** Confirmation links expire after two days; unsubscribe links must keep working for old emails. */
export const LINK_LIFETIME_SECONDS: Record<LinkPurpose, number> = {
  confirm: 48 * 60 * 60,
  unsubscribe: 365 * 24 * 60 * 60,
}

const claimsSchema = z.strictObject({
  p: z.enum(['confirm', 'unsubscribe']),
  /** subscriber id */
  s: z.string().min(1).max(20),
  /** the subscriber's link key */
  k: z.string().min(1).max(64),
  /** expiry, unix seconds */
  e: z.number().int(),
  /** confirm: the topics and language asked for */
  t: z.array(z.enum(ALERT_TOPICS)).optional(),
  l: z.enum(LOCALES).optional(),
  /** confirm: the sections (slugs) asked for with the traffic topic; none: every section */
  c: z.array(z.string().regex(SLUG_PATTERN)).max(FIELD_LIMITS.sections.max).optional(),
})
export type LinkClaims = z.infer<typeof claimsSchema>

let key: Buffer | null = null
const signingKey = () =>
  (key ??= Buffer.from(crypto.hkdfSync('sha256', requirePayloadSecret(), 'jtt-email-links', 'v1', 32)))

const sign = (payload: string) => crypto.createHmac('sha256', signingKey()).update(payload).digest('base64url')

export function createLinkToken(
  purpose: LinkPurpose,
  subscriber: { id: string | number; linkKey: string },
  extra: { topics?: AlertTopic[]; locale?: Locale; sections?: string[] } = {},
  now = Date.now(),
): string {
  const claims: LinkClaims = {
    p: purpose,
    s: String(subscriber.id),
    k: subscriber.linkKey,
    e: Math.floor(now / 1000) + LINK_LIFETIME_SECONDS[purpose],
    ...(extra.topics ? { t: extra.topics } : {}),
    ...(extra.locale ? { l: extra.locale } : {}),
    ...(extra.sections?.length ? { c: extra.sections } : {}),
  }
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url')
  return `${payload}.${sign(payload)}`
}

export type LinkCheck = { ok: true; claims: LinkClaims } | { ok: false; reason: 'invalid' | 'expired' }

/** Checks signature, purpose and expiry (the caller checks the link key against the subscriber). */
export function readLinkToken(token: string, purpose: LinkPurpose, now = Date.now()): LinkCheck {
  const [payload, signature, ...rest] = token.split('.')
  if (!payload || !signature || rest.length > 0) return { ok: false, reason: 'invalid' }
  const expected = Buffer.from(sign(payload))
  const given = Buffer.from(signature)
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected))
    return { ok: false, reason: 'invalid' }
  let claims: LinkClaims
  try {
    claims = claimsSchema.parse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')))
  } catch {
    return { ok: false, reason: 'invalid' }
  }
  if (claims.p !== purpose) return { ok: false, reason: 'invalid' }
  if (claims.e * 1000 <= now) return { ok: false, reason: 'expired' }
  return { ok: true, claims }
}

/** A fresh link key for a subscriber. */
export const newLinkKey = () => crypto.randomBytes(16).toString('hex')

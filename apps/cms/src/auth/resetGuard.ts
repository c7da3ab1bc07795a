import { env } from '../lib/env'
import { rateLimiter } from '../lib/rateLimit'
import { accountKey } from './accountKey'

const WINDOW_SECONDS = 15 * 60

/** Reset requests one client address may make in 15 minutes: each can send an email. */
const requestsPerIp = rateLimiter('reset-request-ip', env.resetRequestsPerIp, WINDOW_SECONDS)
/**
 * Reset emails one account gets per hour, whoever asks (nobody can flood an editor's mailbox); counted
 * under the hash of the address, as failed logins are, so no typed address is stored.
 */
const requestsPerAccount = rateLimiter('reset-request-account', 3, 60 * 60)
/** Attempts to set a password with a reset token per client address (guessing tokens). */
const resetsPerIp = rateLimiter('reset-ip', env.resetsPerIp, WINDOW_SECONDS)

export type ResetDecision =
  /** Over the client address's limit: a 429 with Retry-After. */
  | { kind: 'limited'; retryAfterSeconds: number }
  /** Over the account's limit: answered like any request, but no email goes out. */
  | { kind: 'silent' }
  | { kind: 'allowed' }

/** Counts a request for a reset email (`/api/users/forgot-password`). */
export async function decideResetRequest(ip: string, email: string | null): Promise<ResetDecision> {
  const wait = await requestsPerIp.hit(ip)
  if (wait > 0) return { kind: 'limited', retryAfterSeconds: wait }
  if (email === null) return { kind: 'allowed' }
  return (await requestsPerAccount.hit(accountKey(email))) > 0 ? { kind: 'silent' } : { kind: 'allowed' }
}

/** Counts an attempt to use a reset token (`/api/users/reset-password`). */
export async function decideReset(ip: string): Promise<ResetDecision> {
  const wait = await resetsPerIp.hit(ip)
  return wait > 0 ? { kind: 'limited', retryAfterSeconds: wait } : { kind: 'allowed' }
}

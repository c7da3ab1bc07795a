import crypto from 'node:crypto'
import { rateLimiter } from '../lib/rateLimit'

/** One generic answer to every failed login, so it never tells whether an account exists or is locked. */
export const GENERIC_LOGIN_FAILURE = 'Email or password is incorrect, or the account is temporarily locked.'

/** Failed logins one client address may make in a window; a lockout needs 5 on one account. */
const failuresPerIp = rateLimiter('login-ip', Number(process.env.LOGIN_FAILURES_PER_IP ?? 20), 15 * 60)

/**
 * A failure that skipped hashing the password (no such account, or locked) would answer in a few
 * milliseconds, against ~200 ms for a wrong password: hashing a dummy password the way Payload
 * hashes real ones (PBKDF2-SHA256, 600,000 iterations) makes every failure take the same time.
 */
const HASHED_AFTER_MS = 100
const dummyHash = () =>
  new Promise<void>((resolve) => crypto.pbkdf2('not-a-password', 'not-a-salt', 600_000, 32, 'sha256', () => resolve()))

export class TooManyLoginAttempts extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('Too many failed logins from this address; try again later.')
  }
}

/**
 * Runs one login attempt for a client address: refused outright while the address is over its
 * limit; on failure, padded to the time a real password check takes and counted against the address.
 * `failed` tells a failed attempt from a successful one (the REST route answers instead of throwing).
 */
export async function guardLogin<T>(
  ip: string,
  attempt: () => Promise<T>,
  failed: (result: T) => boolean = () => false,
) {
  const wait = await failuresPerIp.blockedFor(ip)
  if (wait > 0) throw new TooManyLoginAttempts(wait)
  const started = Date.now()
  const onFailure = async () => {
    if (Date.now() - started < HASHED_AFTER_MS) await dummyHash()
    await failuresPerIp.hit(ip)
  }
  try {
    const result = await attempt()
    if (failed(result)) await onFailure()
    return result
  } catch (error) {
    await onFailure()
    throw error
  }
}

import crypto from 'node:crypto'
import { env } from '../lib/env'
import { rateLimiter } from '../lib/rateLimit'

/** One generic answer to every failed login, so it never tells whether an account exists or is locked. */
export const GENERIC_LOGIN_FAILURE = 'Email or password is incorrect, or the account is temporarily locked.'

const WINDOW_SECONDS = 15 * 60

/** Failed logins one client address may make in a window, whatever the accounts. */
const failuresPerIp = rateLimiter('login-ip', env.loginFailuresPerIp, WINDOW_SECONDS)

/**
 * Failed logins on one account in a window, from any address: the account's lock. It is counted for
 * every address typed, known or not (the answer tells nothing about existence), and whoever reaches it
 * is rate-limited — spreading guesses over many addresses no longer locks an account unnoticed.
 * Payload's own lockout (`maxLoginAttempts` on Users) stays above it, as a backstop only.
 */
const ACCOUNT_FAILURES = 5
const failuresPerAccount = rateLimiter('login-account', ACCOUNT_FAILURES, WINDOW_SECONDS)
const accountKey = (email: string) =>
  crypto.createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32)

/**
 * A failure that skipped hashing the password (no such account, or locked) would answer in a few
 * milliseconds, against ~200 ms for a wrong password: hashing a dummy password the way Payload
 * hashes real ones (PBKDF2-SHA256, 600,000 iterations) makes every failure take the same time.
 */
const HASHED_AFTER_MS = 100
const dummyHash = () =>
  new Promise<void>((resolve) => crypto.pbkdf2('not-a-password', 'not-a-salt', 600_000, 32, 'sha256', () => resolve()))

export class TooManyLoginAttempts extends Error {
  constructor(
    readonly retryAfterSeconds: number,
    readonly limited: 'address' | 'account',
  ) {
    super(
      limited === 'account'
        ? 'Too many failed logins on this account: it is locked for a while; try again later.'
        : 'Too many failed logins from this address; try again later.',
    )
  }
}

/**
 * Runs one login attempt for a client address and the email typed (none when the request has no
 * email): refused outright while either is over its limit; on failure, padded to the time a real
 * password check takes and counted against both. `failed` tells a failed attempt from a successful one
 * (the REST route answers instead of throwing).
 */
export async function guardLogin<T>(
  { ip, email }: { ip: string; email: string | null },
  attempt: () => Promise<T>,
  failed: (result: T) => boolean = () => false,
) {
  const account = email === null ? null : accountKey(email)
  const [ipWait, accountWait] = await Promise.all([
    failuresPerIp.blockedFor(ip),
    account === null ? 0 : failuresPerAccount.blockedFor(account),
  ])
  if (ipWait > 0) throw new TooManyLoginAttempts(ipWait, 'address')
  if (accountWait > 0) throw new TooManyLoginAttempts(accountWait, 'account')
  const started = Date.now()
  const onFailure = async () => {
    if (Date.now() - started < HASHED_AFTER_MS) await dummyHash()
    await Promise.all([failuresPerIp.hit(ip), account === null ? null : failuresPerAccount.hit(account)])
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

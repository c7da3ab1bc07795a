import crypto from 'node:crypto'
import type { AdminLanguage, Bilingual } from '../i18n/language'
import { env } from '../lib/env'
import { accountHint, accountKey } from './accountKey'
import { failureCounts } from './failureCounts'
import { loginMetrics } from './loginMetrics'

/** One generic answer to every failed login, so it never tells whether an account exists. */
const LOGIN_FAILURE: Bilingual = { id: 'Email atau kata sandi salah.', en: 'Email or password is incorrect.' }
/** The Content API's answer (its errors are in English); the admin's login answers in its language. */
export const GENERIC_LOGIN_FAILURE = LOGIN_FAILURE.en
export const loginFailureIn = (language: AdminLanguage) => LOGIN_FAILURE[language]

const WINDOW_SECONDS = 15 * 60

/**
 * Failed logins in a 15-minute window. Nothing here refuses an account as such: a lock that anyone
 * can trigger by typing wrong passwords from a few addresses is a lock on the owner (the
 * administrator's included). Guessing is held back per client address instead, and an account
 * attacked from many addresses only makes every failure on it slower.
 */
export const LOGIN_LIMITS = {
  /** Failures one client address may make, whatever the accounts; then 429 for it. */
  perAddress: env.loginFailuresPerIp,
  /** Failures one client address may make on one account; then 429 for that address on it. */
  perAccountAndAddress: 5,
  /** Failures on one account, from any address, before its failures are answered later. */
  slowAfter: 5,
}

/** The counts, under these names in Redis (`jtt:rl:<name>:…`); accounts as the hash of the email. */
export const loginFailures = {
  address: failureCounts('login-by-address', WINDOW_SECONDS),
  accountAndAddress: failureCounts('login-by-account-address', WINDOW_SECONDS),
  account: failureCounts('login-by-account', WINDOW_SECONDS),
}
const accountAndAddressKey = (account: string, ip: string) => `${account}:${ip}`

/**
 * How long a failure on an account that has `failures` in its window waits before it is answered:
 * none up to `slowAfter`, then 250 ms doubling to at most 4 s. Bounded, so the owner who mistypes
 * waits seconds, not minutes; and only failures wait, so the right password is never held back.
 */
export function slowdownMs(failures: number): number {
  if (failures <= LOGIN_LIMITS.slowAfter) return 0
  return Math.min(4000, 250 * 2 ** (failures - LOGIN_LIMITS.slowAfter - 1))
}

/**
 * A failure on an unknown account skips hashing the password and would answer in a few
 * milliseconds, against ~100–200 ms for a wrong password: hashing a dummy password the way Payload
 * hashes real ones (PBKDF2-SHA256, 600,000 iterations) makes both take the same time. Whether the
 * account exists is asked after every failure (one read for both kinds). Deciding by the time the
 * attempt took instead hashed twice for a wrong password whenever the real hash finished under the
 * threshold — 183 ms against 91 ms for an unknown account on a fast host.
 */
const dummyHash = () =>
  new Promise<void>((resolve) => crypto.pbkdf2('not-a-password', 'not-a-salt', 600_000, 32, 'sha256', () => resolve()))
/**
 * After a failure: the account typed, if it exists (its password was hashed and checked), which then
 * has the failure in the audit trail. Loaded when first needed: the Payload instance is not for the
 * unit tests that read the limits here.
 */
async function checkedAccount(email: string | null): Promise<boolean> {
  if (email === null) return false
  const { accountOf, auditFailedSignIn } = await import('./accountOf')
  const account = await accountOf(email)
  if (account) auditFailedSignIn(account)
  return account !== null
}
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

const TOO_MANY: Bilingual = {
  id: 'Terlalu banyak percobaan masuk yang gagal dari alamat ini; coba lagi nanti.',
  en: 'Too many failed sign-ins from this address; try again later.',
}

/**
 * The same words for an address over its own limit and over its limit on one account: nothing about
 * the account. `message` is English (the Content API's); the admin's login shows `messageIn` its language.
 */
export class TooManyLoginAttempts extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super(TOO_MANY.en)
  }

  messageIn(language: AdminLanguage): string {
    return TOO_MANY[language]
  }
}

const secondsUntil = (time: number) => Math.max(1, Math.ceil((time - Date.now()) / 1000))

/**
 * Runs one login attempt for a client address and the email typed (none when the request has no
 * email). The attempt counts against the address, and against the address on that account, before
 * it runs — many at once from one address cannot all slip under the limit — and is refused while
 * either is over its limit. A success gives the counts back (and clears the address's failures on
 * the account); a failure keeps them, counts against the account, is padded to the time a real
 * password check takes and waits the account's slowdown. `failed` tells a failed attempt from a
 * successful one (the REST route answers instead of throwing). Works for unknown accounts alike.
 */
export async function guardLogin<T>(
  { ip, email }: { ip: string; email: string | null },
  attempt: () => Promise<T>,
  failed: (result: T) => boolean = () => false,
) {
  const account = email === null ? null : accountKey(email)
  const hint = email === null ? '' : accountHint(email)
  const pair = account === null ? null : accountAndAddressKey(account, ip)
  const [byAddress, byPair] = await Promise.all([
    loginFailures.address.hit(ip, ''),
    pair === null ? null : loginFailures.accountAndAddress.hit(pair, hint),
  ])
  const giveBack = () =>
    Promise.all([loginFailures.address.refund(ip), pair === null ? null : loginFailures.accountAndAddress.refund(pair)])
  const over = [
    byAddress.failures > LOGIN_LIMITS.perAddress ? byAddress : null,
    byPair && byPair.failures > LOGIN_LIMITS.perAccountAndAddress ? byPair : null,
  ].filter((entry) => entry !== null)
  if (over.length > 0) {
    loginMetrics.blocked().inc()
    await giveBack()
    throw new TooManyLoginAttempts(Math.max(...over.map((entry) => secondsUntil(entry.resetsAt))))
  }
  const onFailure = async () => {
    loginMetrics.failures().inc()
    if (!(await checkedAccount(email))) await dummyHash()
    if (account === null) return
    await sleep(slowdownMs((await loginFailures.account.hit(account, hint)).failures))
  }
  let result: T
  try {
    result = await attempt()
  } catch (error) {
    await onFailure()
    throw error
  }
  if (failed(result)) await onFailure()
  else
    await Promise.all([
      loginFailures.address.refund(ip),
      pair === null ? null : loginFailures.accountAndAddress.clear([pair]),
    ])
  return result
}

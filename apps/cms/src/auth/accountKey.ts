import crypto from 'node:crypto'

/** An email as an account is looked up: Payload compares addresses trimmed and in lower case. */
const normalized = (email: string) => email.trim().toLowerCase()

/**
 * What counts stand under for an email typed at sign-in or password reset: its hash, so the counts
 * (in Redis, in memory) never hold the address itself. An administrator's list matches the hashes
 * of the users' own addresses to name the accounts (see loginLimits.ts).
 */
export const accountKey = (email: string) =>
  crypto.createHash('sha256').update(normalized(email)).digest('hex').slice(0, 32)

/**
 * Enough of a typed address to recognise it in a list (`ad…@example.com`), kept with its counts for
 * addresses that are no account: the rest is never stored.
 */
export function accountHint(email: string): string {
  const typed = normalized(email)
  const at = typed.lastIndexOf('@')
  const local = at < 0 ? typed : typed.slice(0, at)
  const domain = at < 0 ? '' : typed.slice(at)
  return `${local.slice(0, local.length > 3 ? 2 : 1)}…${domain}`.slice(0, 80)
}

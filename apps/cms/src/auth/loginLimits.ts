import { z } from 'zod'
import { accountKey } from './accountKey'
import type { FailureCounts, FailureEntry } from './failureCounts'
import { LOGIN_LIMITS, loginFailures, slowdownMs } from './loginGuard'

/** What an administrator is shown of one limit on sign-in (GET /api/users/login-limits). */
export type LoginLimit = {
  /** Names the limit for DELETE /api/users/login-limits/{id}. */
  id: string
  kind: Kind
  /** The account's email when it is one (matched by hash), else a hint of what was typed. */
  account: string | null
  accountExists: boolean
  address: string | null
  failures: number
  /** `refused`: the address gets 429 (on the account); `slowed`: failures on the account wait `slowdownMs`. */
  effect: 'refused' | 'slowed'
  slowdownMs: number
  until: string
}

const KINDS = ['address', 'account', 'account-address'] as const
type Kind = (typeof KINDS)[number]

/** Each kind's counts and the count from which it limits. */
const LIMITS: Record<Kind, { counts: FailureCounts; from: number; effect: LoginLimit['effect'] }> = {
  address: { counts: loginFailures.address, from: LOGIN_LIMITS.perAddress, effect: 'refused' },
  account: { counts: loginFailures.account, from: LOGIN_LIMITS.slowAfter, effect: 'slowed' },
  'account-address': {
    counts: loginFailures.accountAndAddress,
    from: LOGIN_LIMITS.perAccountAndAddress,
    effect: 'refused',
  },
}

const idOf = (kind: Kind, key: string) => Buffer.from(`${kind}:${key}`).toString('base64url')

/** A client address as the front passes it on (IPv4, IPv6, or `unknown`). */
const address = z.string().regex(/^(unknown|[0-9a-fA-F:.]{2,45})$/)
const account = z.string().regex(/^[0-9a-f]{32}$/)
const keyOf: Record<Kind, z.ZodType<string>> = {
  address,
  account,
  'account-address': z.string().refine((key) => {
    const at = key.indexOf(':')
    return account.safeParse(key.slice(0, at)).success && address.safeParse(key.slice(at + 1)).success
  }),
}

/** The limit an id names, or null for an id this list never gives. */
export function parseLimitId(id: string): { kind: Kind; key: string } | null {
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(id)) return null
  const named = Buffer.from(id, 'base64url').toString('utf8')
  const [kind, key] = [named.slice(0, named.indexOf(':')), named.slice(named.indexOf(':') + 1)]
  const known = KINDS.find((k) => k === kind)
  return known && keyOf[known].safeParse(key).success ? { kind: known, key } : null
}

function view(kind: Kind, entry: FailureEntry, emailsByKey: Map<string, string>): LoginLimit {
  const accountPart = kind === 'address' ? null : entry.key.split(':', 1)[0]!
  const email = accountPart === null ? undefined : emailsByKey.get(accountPart)
  return {
    id: idOf(kind, entry.key),
    kind,
    account: accountPart === null ? null : (email ?? entry.label),
    accountExists: email !== undefined,
    address: kind === 'account' ? null : entry.key.slice(kind === 'address' ? 0 : entry.key.indexOf(':') + 1),
    failures: entry.failures,
    effect: LIMITS[kind].effect,
    slowdownMs: kind === 'account' ? slowdownMs(entry.failures + 1) : 0,
    until: new Date(entry.resetsAt).toISOString(),
  }
}

/**
 * The limits in force now: addresses refused (in all, or on one account) and accounts whose failures
 * are slowed. `userEmails` are the users' addresses, whose hashes name the accounts; other typed
 * addresses show as the hint kept with their counts.
 */
export async function currentLoginLimits(userEmails: string[]): Promise<LoginLimit[]> {
  const emailsByKey = new Map(userEmails.map((email) => [accountKey(email), email]))
  const lists = await Promise.all(
    KINDS.map(async (kind) =>
      (await LIMITS[kind].counts.list())
        .filter((entry) => entry.failures >= LIMITS[kind].from)
        .map((entry) => view(kind, entry, emailsByKey)),
    ),
  )
  return lists.flat().sort((a, b) => b.failures - a.failures)
}

/** Clears the count an id names; answers whether there was one. */
export async function clearLoginLimit({ kind, key }: { kind: Kind; key: string }): Promise<boolean> {
  return (await LIMITS[kind].counts.clear([key])) > 0
}

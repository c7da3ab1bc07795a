import { connectRedis } from '@jtt/server/rate-limit'
import { memoryFailureCounts } from './failureCountsMemory'
import { redisFailureCounts } from './failureCountsRedis'
import { env } from '../lib/env'

/** One counted key in its fixed window: how many, when the window ends, and a hint for administrators. */
export type FailureEntry = { key: string; failures: number; resetsAt: number; label: string }

/**
 * Failure counts per key (a client address, an account, both) in fixed windows, which — unlike
 * `rateLimiter` — an administrator can list and clear, and an attempt can count up front and give
 * back. Each operation answers the entry as it is afterwards.
 */
export interface FailureCounts {
  get(key: string): Promise<FailureEntry | null>
  /** Counts one; the window starts with the first count, `label` is kept from it. */
  hit(key: string, label: string): Promise<FailureEntry>
  /** Gives back one count (an attempt counted up front that did not fail). */
  refund(key: string): Promise<void>
  /** Forgets the keys; answers how many were counted. */
  clear(keys: string[]): Promise<number>
  list(): Promise<FailureEntry[]>
}

type Redis = ReturnType<typeof connectRedis>
let redis: Redis | null | undefined

/** This process's connection for REDIS_URL (rate-limit's own is not exported), made on first use. */
function redisClient(): Redis | null {
  if (redis === undefined) redis = env.redisUrl ? connectRedis(env.redisUrl) : null
  return redis
}

/**
 * Counts in Redis when REDIS_URL is set — every CMS instance sees and clears the same counts, under
 * the same `jtt:rl:` prefix as the other limits — and in this process otherwise. As with the other
 * limits, an operation Redis does not answer counts in memory instead of failing the sign-in.
 */
export function failureCounts(name: string, windowSeconds: number): FailureCounts {
  const memory = memoryFailureCounts(windowSeconds * 1000)
  // Connected on first use, not when a route module is loaded (the build loads them too).
  let shared: FailureCounts | null | undefined
  const sharedCounts = () => {
    if (shared === undefined) {
      const client = redisClient()
      shared = client && redisFailureCounts(client, `jtt:rl:${name}:`, windowSeconds * 1000)
    }
    return shared
  }
  const either =
    <A extends unknown[], R>(op: (counts: FailureCounts) => (...args: A) => Promise<R>) =>
    (...args: A) => {
      const counts = sharedCounts()
      return counts ? op(counts)(...args).catch(() => op(memory)(...args)) : op(memory)(...args)
    }
  return {
    get: either((c) => c.get),
    hit: either((c) => c.hit),
    refund: either((c) => c.refund),
    clear: either((c) => c.clear),
    list: either((c) => c.list),
  }
}

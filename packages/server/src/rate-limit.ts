import type { Redis } from 'ioredis'
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'
import { counter } from './metrics'
import { firstConnection, sharedRedis } from './redis'

export { connectRedis } from './redis'

/**
 * Fixed-window limits per key (a client address, an account, an email address), shared by every
 * instance of an app through Redis when REDIS_URL is set, and held in the process otherwise.
 *
 * If Redis stops answering, each instance falls back to counting in its own memory (the
 * "insurance" limiter) rather than failing the request: a visitor never gets a 5xx because the
 * limit store is down, and limits still hold per instance.
 */
export interface RateLimiter {
  /** Seconds until the key may try again, or 0 while it has attempts left (counts nothing). */
  blockedFor(key: string): Promise<number>
  /** Counts one attempt; answers the seconds to wait when this attempt went over the limit, else 0. */
  hit(key: string): Promise<number>
}

export interface RateLimiterOptions {
  /** Names the counter; instances that share a name (and a Redis) share counts. */
  name: string
  points: number
  windowSeconds: number
  /** The Redis client to count in; defaults to one shared client for REDIS_URL, or none. */
  redis?: Redis | null
}

/** Key prefix in Redis, so the counters are easy to find and never collide with the page cache. */
const PREFIX = 'jtt:rl:'

function storeFor({ name, points, windowSeconds, redis }: RateLimiterOptions): {
  store: RateLimiterAbstract
  connected: Promise<void>
} {
  const memory = new RateLimiterMemory({ keyPrefix: name, points, duration: windowSeconds })
  const client = redis === undefined ? sharedRedis() : redis
  if (!client) return { store: memory, connected: Promise.resolve() }
  const store = new RateLimiterRedis({
    storeClient: client,
    keyPrefix: `${PREFIX}${name}`,
    points,
    duration: windowSeconds,
    rejectIfRedisNotReady: true,
    insuranceLimiter: memory,
  })
  return { store, connected: firstConnection(client) }
}

/** Attempts a limit refused (metrics.ts), by the limit's name: a bounded set, named in the code. */
const refusals = () =>
  counter({
    name: 'rate_limit_refusals_total',
    help: 'Attempts refused by a rate limit, by limit',
    labelNames: ['limit'],
  })

export function createRateLimiter(options: RateLimiterOptions): RateLimiter {
  const { store, connected } = storeFor(options)
  const refused = (seconds: number) => {
    if (seconds > 0) refusals().inc({ limit: options.name })
    return seconds
  }
  return {
    async blockedFor(key) {
      await connected
      const res = await store.get(key)
      return refused(res && res.consumedPoints >= options.points ? Math.max(1, Math.ceil(res.msBeforeNext / 1000)) : 0)
    },
    async hit(key) {
      await connected
      try {
        await store.consume(key)
        return 0
      } catch (error) {
        if (error instanceof RateLimiterRes) return refused(Math.max(1, Math.ceil(error.msBeforeNext / 1000)))
        throw error
      }
    },
  }
}

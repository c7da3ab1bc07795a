import { Redis } from 'ioredis'
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'

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

type RedisHolder = { __jttRateLimitRedis?: Redis | null }

/**
 * One client per process for REDIS_URL. On globalThis: Next.js loads the proxy and each route in
 * separate bundles of one server process, and they must share a connection (and in memory, counts).
 */
function sharedRedis(): Redis | null {
  const holder = globalThis as RedisHolder
  if (holder.__jttRateLimitRedis !== undefined) return holder.__jttRateLimitRedis
  const url = process.env.REDIS_URL
  holder.__jttRateLimitRedis = url ? connectRedis(url) : null
  return holder.__jttRateLimitRedis
}

/**
 * The first connection attempt of each client: until it settles, a count would land in this
 * instance's memory instead of the shared store (measured: two fresh instances each let a visitor's
 * first posts through uncounted by the other). It settles once, at most FIRST_CONNECT_MS after start.
 */
const firstAttempts = new WeakMap<Redis, Promise<void>>()
const FIRST_CONNECT_MS = 1500

function firstAttempt(client: Redis): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer)
      client.off('ready', done)
      client.off('error', done)
      resolve()
    }
    const timer = setTimeout(done, FIRST_CONNECT_MS)
    timer.unref?.()
    client.once('ready', done)
    client.once('error', done)
  })
}

/**
 * A client for counting: commands fail at once while disconnected (no offline queue, as
 * rate-limiter-flexible advises), so a request waits for neither Redis nor a timeout — except the
 * requests that come while the process's first connection is being made (see firstAttempts).
 */
export function connectRedis(url: string): Redis {
  const client = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 2000 })
  firstAttempts.set(client, firstAttempt(client))
  // Without a listener ioredis reports every failed reconnect as an unhandled error event.
  let reported = false
  client.on('error', (error: Error) => {
    if (reported) return
    reported = true
    console.warn(`Rate limits: Redis unavailable (${error.message}); counting in memory until it is back.`)
  })
  client.on('ready', () => (reported = false))
  return client
}

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
  return { store, connected: firstAttempts.get(client) ?? Promise.resolve() }
}

export function createRateLimiter(options: RateLimiterOptions): RateLimiter {
  const { store, connected } = storeFor(options)
  return {
    async blockedFor(key) {
      await connected
      const res = await store.get(key)
      return res && res.consumedPoints >= options.points ? Math.max(1, Math.ceil(res.msBeforeNext / 1000)) : 0
    },
    async hit(key) {
      await connected
      try {
        await store.consume(key)
        return 0
      } catch (error) {
        if (error instanceof RateLimiterRes) return Math.max(1, Math.ceil(error.msBeforeNext / 1000))
        throw error
      }
    },
  }
}

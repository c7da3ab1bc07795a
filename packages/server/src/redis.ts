import { Redis } from 'ioredis'
import { processLogger } from './log'

/**
 * The one Redis connection of a process for REDIS_URL, shared by the rate limits and the response
 * cache's content version. On globalThis: Next.js loads the proxy and each route in separate bundles
 * of one server process (and the front in yet another), and they must share it.
 */
type RedisHolder = { __jttSharedRedis?: Redis | null }

export function sharedRedis(): Redis | null {
  const holder = globalThis as RedisHolder
  if (holder.__jttSharedRedis !== undefined) return holder.__jttSharedRedis
  const url = process.env.REDIS_URL
  holder.__jttSharedRedis = url ? connectRedis(url) : null
  return holder.__jttSharedRedis
}

/**
 * The first connection attempt of each client: until it settles, a command fails at once (measured
 * for the rate limits: two fresh instances each let a visitor's first posts through uncounted by the
 * other). It settles once, at most FIRST_CONNECT_MS after start.
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

/** Resolves once the client's first connection attempt has settled (at once for an unknown client). */
export const firstConnection = (client: Redis): Promise<void> => firstAttempts.get(client) ?? Promise.resolve()

/**
 * A client whose commands fail at once while disconnected (no offline queue, as rate-limiter-flexible
 * advises), so a request waits for neither Redis nor a timeout: each user of it has its own fallback.
 */
export function connectRedis(url: string): Redis {
  const client = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 2000 })
  firstAttempts.set(client, firstAttempt(client))
  // Without a listener ioredis reports every failed reconnect as an unhandled error event.
  let reported = false
  client.on('error', (error: Error) => {
    if (reported) return
    reported = true
    processLogger().warn(
      { err: error },
      'Redis unavailable: rate limits count in memory and cached API answers are not used until it is back',
    )
  })
  client.on('ready', () => (reported = false))
  return client
}

import crypto from 'node:crypto'
import { connectRedis, createRateLimiter } from '@jtt/server/rate-limit'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { startRedis } from '../../../../scripts/lib/redis.mjs'
import { testPorts } from '../../../../scripts/lib/test-ports.mjs'
import { fromClient, postRaw } from './helpers'

/**
 * Several instances of an app count one client's attempts together when they share a Redis: two
 * limiters with their own connections play two instances. The PostgreSQL suite's CMS itself runs on
 * Redis (REDIS_URL), so its login and form limits are exercised there by the other files too.
 */
const suiteRedis = inject('redisUrl')
let redis: { url: string; stop: () => Promise<void> }
type Redis = ReturnType<typeof connectRedis>
const clients: Redis[] = []
const client = (url: string) => {
  const c = connectRedis(url)
  clients.push(c)
  return c
}
const ready = (c: Redis) => new Promise((resolve) => (c.status === 'ready' ? resolve(c) : c.once('ready', resolve)))

beforeAll(async () => {
  redis = suiteRedis ? { url: suiteRedis, stop: async () => {} } : await startRedis({ port: testPorts.redis.sqlite })
})
afterAll(async () => {
  for (const c of clients) c.disconnect()
  await redis?.stop()
})

describe('rate limits shared through Redis', () => {
  it('two instances share one count per key', async () => {
    const [a, b] = [client(redis.url), client(redis.url)]
    await Promise.all([ready(a), ready(b)])
    const name = `test-shared-${crypto.randomUUID()}`
    const one = createRateLimiter({ name, points: 3, windowSeconds: 60, redis: a })
    const two = createRateLimiter({ name, points: 3, windowSeconds: 60, redis: b })
    expect(await one.hit('203.0.113.1')).toBe(0)
    expect(await two.hit('203.0.113.1')).toBe(0)
    expect(await one.hit('203.0.113.1')).toBe(0)
    // The fourth attempt is over the limit on whichever instance it reaches.
    expect(await two.hit('203.0.113.1')).toBeGreaterThan(0)
    expect(await one.blockedFor('203.0.113.1')).toBeGreaterThan(50)
    // Another address has its own count.
    expect(await two.blockedFor('203.0.113.2')).toBe(0)
    expect(await one.hit('203.0.113.2')).toBe(0)
    // Counters of another name (another limit) are apart.
    const other = createRateLimiter({ name: `${name}-other`, points: 3, windowSeconds: 60, redis: b })
    expect(await other.blockedFor('203.0.113.1')).toBe(0)
  })

  it('counts in memory, without failing the request, while Redis is unreachable', async () => {
    // Nothing listens on port 1: every command fails at once (no offline queue).
    const down = createRateLimiter({
      name: 'test-down',
      points: 2,
      windowSeconds: 60,
      redis: client('redis://127.0.0.1:1'),
    })
    expect(await down.hit('203.0.113.9')).toBe(0)
    expect(await down.hit('203.0.113.9')).toBe(0)
    expect(await down.hit('203.0.113.9')).toBeGreaterThan(0)
    expect(await down.blockedFor('203.0.113.9')).toBeGreaterThan(0)
  })

  it.runIf(suiteRedis)('the CMS counts failed logins in the shared Redis', async () => {
    const c = client(redis.url)
    await ready(c)
    const ip = '198.51.100.201'
    const res = await postRaw(
      '/auth/login',
      JSON.stringify({ email: 'nobody@example.com', password: 'Wrong#Pass1' }),
      fromClient(ip),
    )
    expect(res.status).toBe(401)
    expect(await c.keys(`jtt:rl:login-by-address:${ip}`)).toHaveLength(1)
  })

  it.runIf(suiteRedis)(
    'the CMS keeps failed logins per account in the shared Redis under a hash, not the address typed',
    async () => {
      const c = client(redis.url)
      await ready(c)
      const typed = 'nobody-in-redis@example.com'
      const ip = '198.51.100.202'
      const res = await postRaw(
        '/auth/login',
        JSON.stringify({ email: typed, password: 'Wrong#Pass1' }),
        fromClient(ip),
      )
      expect(res.status).toBe(401)
      const keys = await c.keys('jtt:rl:login-*')
      // The per-account and per-(account, address) counts of this attempt, both named by the account's hash.
      expect(keys.filter((key) => key.startsWith('jtt:rl:login-by-account:')).length).toBeGreaterThan(0)
      expect(
        keys.filter((key) => key.startsWith('jtt:rl:login-by-account-address:') && key.endsWith(`:${ip}`)),
      ).toHaveLength(1)
      const stored = await Promise.all(keys.map(async (key) => `${key} ${JSON.stringify(await c.hgetall(key))}`))
      expect(stored.join('\n')).not.toContain(typed)
    },
  )
})

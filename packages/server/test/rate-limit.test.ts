import { describe, expect, it } from 'vitest'
import { createRateLimiter } from '../src/rate-limit'

describe('rate limiter without Redis (one instance, in memory)', () => {
  it('allows `points` attempts per key and window, then answers the seconds to wait', async () => {
    const limiter = createRateLimiter({ name: 'unit-memory', points: 2, windowSeconds: 60, redis: null })
    expect(await limiter.blockedFor('a')).toBe(0)
    expect(await limiter.hit('a')).toBe(0)
    expect(await limiter.hit('a')).toBe(0)
    const wait = await limiter.hit('a')
    expect(wait).toBeGreaterThan(55)
    expect(wait).toBeLessThanOrEqual(60)
    expect(await limiter.blockedFor('a')).toBeGreaterThan(55)
    expect(await limiter.blockedFor('b')).toBe(0)
  })
})

import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible'

/**
 * Fixed-window limits per key (a client address, an account). In memory for one CMS process;
 * several instances share one store once REDIS_URL is configured (scale-out).
 */
export function rateLimiter(name: string, points: number, windowSeconds: number) {
  const limiter = new RateLimiterMemory({ keyPrefix: name, points, duration: windowSeconds })
  return {
    /** Seconds until the key may try again, or 0 when it still has attempts left. */
    async blockedFor(key: string): Promise<number> {
      const res = await limiter.get(key)
      return res && res.consumedPoints >= points ? Math.ceil(res.msBeforeNext / 1000) : 0
    },
    /** Counts one attempt; answers the seconds to wait when this attempt went over the limit. */
    async hit(key: string): Promise<number> {
      try {
        await limiter.consume(key)
        return 0
      } catch (error) {
        if (error instanceof RateLimiterRes) return Math.ceil(error.msBeforeNext / 1000)
        throw error
      }
    },
  }
}

/** The visitor's address as the front server determined it (see @jtt/server). */
export const clientIpOf = (headers: Headers) => headers.get('x-real-ip') ?? 'unknown'

import { createRateLimiter } from '@jtt/server/rate-limit'

/**
 * Fixed-window limits per key (a client address, an account). Shared by every CMS instance through
 * Redis when REDIS_URL is set, in this process's memory otherwise (see @jtt/server/rate-limit).
 */
export const rateLimiter = (name: string, points: number, windowSeconds: number) =>
  createRateLimiter({ name, points, windowSeconds })

/** The visitor's address as the front server determined it (see @jtt/server). */
export const clientIpOf = (headers: Headers) => headers.get('x-real-ip') ?? 'unknown'

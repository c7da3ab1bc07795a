import type { TrafficState } from '@jtt/content-api'
import type { Payload, Where } from 'payload'
import { PUBLIC_CACHE } from '../api/respond'

const notEnded = (now: string): Where => ({ or: [{ endsAt: { exists: false } }, { endsAt: { greater_than: now } }] })

/**
 * The advisories in a state at `now`, as a query: the state is never trusted from a kept answer, it
 * is asked of the database at the time of each read. Without a state: current and upcoming.
 */
export function stateWhere(state: TrafficState | undefined, now: Date): Where {
  const iso = now.toISOString()
  switch (state) {
    case 'current':
      return { and: [{ startsAt: { less_than_equal: iso } }, notEnded(iso)] }
    case 'upcoming':
      return { startsAt: { greater_than: iso } }
    case 'past':
      return { endsAt: { less_than_equal: iso } }
    default:
      return notEnded(iso)
  }
}

/** Current and upcoming by start (soonest first); past ones by end, the latest first. */
export const stateSort = (state: TrafficState | undefined) =>
  state === 'past' ? ['-endsAt', '-id'] : ['startsAt', 'id']

/** Longest a shared cache keeps a list: the default's lifetime with its stale-while-revalidate. */
const DEFAULT_LIFETIME_S = 40

/**
 * Cache headers that let no shared cache keep a list past the next start or end of any published
 * advisory (the moment its answer changes by the clock alone); the default further away.
 */
export function cacheUntil(next: number | null, now: number): Record<string, string> {
  if (next === null) return PUBLIC_CACHE
  const seconds = Math.floor((next - now) / 1000)
  if (seconds >= DEFAULT_LIFETIME_S) return PUBLIC_CACHE
  return seconds <= 0
    ? { 'cache-control': 'public, max-age=0, s-maxage=0, must-revalidate' }
    : { 'cache-control': `public, max-age=0, s-maxage=${seconds}, must-revalidate` }
}

/** The next moment (ms) a published advisory starts or ends, or null when none will. */
export async function nextBoundary(payload: Payload, now: Date): Promise<number | null> {
  const iso = now.toISOString()
  const soonest = (field: 'startsAt' | 'endsAt') =>
    payload
      .find({
        collection: 'traffic-advisories',
        where: { [field]: { greater_than: iso } },
        sort: field,
        limit: 1,
        depth: 0,
        pagination: false,
        select: { [field]: true },
        overrideAccess: false,
      })
      .then(({ docs }) => {
        const value = docs[0]?.[field]
        return typeof value === 'string' ? Date.parse(value) : null
      })
  const times = (await Promise.all([soonest('startsAt'), soonest('endsAt')])).filter((t): t is number => t !== null)
  return times.length ? Math.min(...times) : null
}

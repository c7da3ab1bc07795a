import type { SearchEvent } from '@jtt/content-api'
import type { Payload } from 'payload'
import { rateLimiter } from '../../lib/rateLimit'
import { daysBefore, jakartaDay } from './day'
import { foldQuery } from './foldQuery'
import { runSql } from './sql'
import { countFollow, countSearch } from './store'

/**
 * Events per client address in 15 minutes: far more than a person searches and opens, far fewer than a
 * script inflating a query would need. The address only counts here (memory or Redis, for the window);
 * it is never stored with the query.
 */
export const searchEventLimiter = rateLimiter('search-events', 300, 15 * 60)

/** Counts one event of the results page; a query that folds to nothing ('!!!') is not counted. */
export async function recordSearchEvent(payload: Payload, event: SearchEvent, now = new Date()): Promise<void> {
  const query = foldQuery(event.q)
  if (!query) return
  const sql = runSql(payload)
  if (event.event === 'search') {
    await countSearch(sql, { query, locale: event.locale, day: jakartaDay(now), results: event.results })
  } else {
    // Today's row, or yesterday's for a search made just before midnight.
    await countFollow(sql, { query, locale: event.locale, since: daysBefore(now, 1) })
  }
}

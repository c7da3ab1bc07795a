import type { Locale, SearchBody } from '@jtt/content-api'
import { api } from './client'
import { ContentUnavailableError } from './errors'
import { recentCache } from '../recent-cache'
import type { SearchState } from '../search-state'

/**
 * Recent result pages, briefly, in this instance's memory: popular queries repeat ('rest area', 'tarif'),
 * and under load each one cost the service a full-text query and the site a render wait (measured: 60 s
 * at 100 connections, search pages at p50 2.6 s, some over 10 s). Not in Next's data cache — every
 * visitor's query is different, and an unbounded cache of them would only fill the disk. A publish-to-live
 * notification empties it (api/revalidate), so an edit is found at once; on another instance within 30 s.
 * On globalThis: the page and the notification route are separate bundles of one process.
 */
const recentResults = ((
  globalThis as { __jttSearchResults?: ReturnType<typeof recentCache<SearchBody>> }
).__jttSearchResults ??= recentCache<SearchBody>(500, 30_000))

export const forgetRecentSearches = () => recentResults.clear()

/** One page of search results. */
export async function searchSite(state: SearchState, locale: Locale, perPage: number): Promise<SearchBody> {
  const key = JSON.stringify([state.q, locale, state.type, state.page, perPage])
  const recent = recentResults.get(key)
  if (recent) return recent
  const result = await api.search(
    { q: state.q, locale, type: state.type, page: state.page, perPage },
    { init: { cache: 'no-store' } },
  )
  if (!result.ok) throw new ContentUnavailableError('the search', result.error)
  recentResults.set(key, result.data)
  return result.data
}

import type { Locale, SearchBody } from '@jtt/content-api'
import { api } from './client'
import { ContentUnavailableError } from './errors'
import type { SearchState } from '../search-state'

/**
 * One page of search results. Not kept in the data cache: every visitor's query is different, and
 * an unbounded cache of them would only fill the disk (the service answers in milliseconds).
 */
export async function searchSite(state: SearchState, locale: Locale, perPage: number): Promise<SearchBody> {
  const result = await api.search(
    { q: state.q, locale, type: state.type, page: state.page, perPage },
    { init: { cache: 'no-store' } },
  )
  if (!result.ok) throw new ContentUnavailableError('the search', result.error)
  return result.data
}

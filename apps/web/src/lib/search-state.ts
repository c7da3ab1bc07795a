import { MAX_SEARCH_QUERY_LENGTH, SEARCH_TYPES, type SearchType, type TextSegment } from '@jtt/content-api'
import type { Locale } from '../i18n/locales'
import { toQueryString } from './query-string'

/** Results per page of the results screen. */
export const RESULTS_PER_PAGE = 10
/** Deepest results page a link may ask for (the service allows more; nobody reads that far). */
const MAX_PAGE = 1000

type Param = string | string[] | undefined

/** What the results screen shows, from its query string: never an error, whatever was sent. */
export type SearchState = { q: string; type?: SearchType; page: number }

const first = (value: Param) => (Array.isArray(value) ? value[0] : value) ?? ''

/** The query as the box shows it: control characters dropped, spaces collapsed, length capped. */
export function readQuery(value: Param): string {
  const text = first(value)
    .replace(/[\p{Cc}\p{Cf}\p{Cs}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  return Array.from(text).slice(0, MAX_SEARCH_QUERY_LENGTH).join('').trim()
}

export function readSearchState(params: Record<string, Param>): SearchState {
  const type = first(params.type)
  const page = first(params.page)
  return {
    q: readQuery(params.q),
    type: (SEARCH_TYPES as readonly string[]).includes(type) ? (type as SearchType) : undefined,
    page: /^[1-9]\d{0,3}$/.test(page) ? Math.min(Number(page), MAX_PAGE) : 1,
  }
}

/** The results screen's query string for a state (page 1 and "all types" left out, spec §5). */
export const searchQueryString = (state: SearchState): string =>
  toQueryString({ q: state.q, type: state.type, page: state.page > 1 ? state.page : undefined })

/** One suggestion under the header's search box (`/api/search`): title marked, type label, link. */
type Suggestion = { title: TextSegment[]; type: string; href: string; lang: Locale }
export type SuggestionsBody = { query: string; total: number; items: Suggestion[] }

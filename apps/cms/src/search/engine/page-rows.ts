import type { SearchType } from '@jtt/content-api'
import type { Facet, FoundRow } from './types'

/**
 * Splits the rows of an engine's results-page statement — the page's rows, then one row per type with
 * its count in `facet_count` — into the page and the counts (both engines write the statement this way).
 */
export function pageAndFacets<R extends Record<string, unknown>>(
  rows: R[],
  toFound: (row: R) => FoundRow,
): { facets: Facet[]; rows: FoundRow[] } {
  const counted = (row: R) => row.facet_count !== null && row.facet_count !== undefined
  return {
    rows: rows.filter((row) => !counted(row)).map(toFound),
    facets: rows.filter(counted).map((row) => ({ type: row.type as SearchType, count: Number(row.facet_count) })),
  }
}

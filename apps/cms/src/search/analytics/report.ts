import type { Locale } from '@jtt/content-api'
import type { RunSql } from './sql'

/** The periods editors choose from, in days (the rows are kept 90). */
export const REPORT_PERIODS = [7, 30, 90] as const
export type ReportPeriod = (typeof REPORT_PERIODS)[number]
/** A query is "searched, never opened" from this many searches in the period on. */
export const MIN_SEARCHES_UNOPENED = 3
/** Rows per list. */
const LIST_LENGTH = 50

/** One query over a period: searches and opened results summed, results as of its latest search. */
export type ReportRow = { query: string; searches: number; followed: number; results: number }
type SearchReport = { top: ReportRow[]; noResults: ReportRow[]; unopened: ReportRow[] }

const LISTS: Record<keyof SearchReport, { where: string; args: number[] }> = {
  top: { where: '1 = 1', args: [] },
  noResults: { where: 'r.results = 0', args: [] },
  unopened: { where: 'r.results > 0 AND g.followed = 0 AND g.searches >= ?', args: [MIN_SEARCHES_UNOPENED] },
}

/**
 * The three lists of the admin's search analytics for one language since `firstDay`: each query's rows
 * summed (g), joined to its latest row (r) for the result count — so a query a new synonym or page
 * answers leaves "no results" with its next search. Most searched first, then alphabetically.
 */
export async function searchReport(sql: RunSql, locale: Locale, firstDay: string): Promise<SearchReport> {
  const list = async ({ where, args }: (typeof LISTS)[keyof SearchReport]) => {
    const { rows } = await sql(
      `SELECT g.query AS query, g.searches AS searches, g.followed AS followed, r.results AS results
       FROM (SELECT query, SUM(searches) AS searches, SUM(followed) AS followed, MAX(day) AS last_day
             FROM search_queries WHERE locale = ? AND day >= ? GROUP BY query) g
       JOIN search_queries r ON r.locale = ? AND r.query = g.query AND r.day = g.last_day
       WHERE ${where}
       ORDER BY g.searches DESC, g.query ASC
       LIMIT ${LIST_LENGTH}`,
      [locale, firstDay, locale, ...args],
    )
    // PostgreSQL answers numeric columns and sums as strings.
    return rows.map((row) => ({
      query: String(row.query),
      searches: Number(row.searches),
      followed: Number(row.followed),
      results: Number(row.results),
    }))
  }
  const [top, noResults, unopened] = await Promise.all([list(LISTS.top), list(LISTS.noResults), list(LISTS.unopened)])
  return { top, noResults, unopened }
}

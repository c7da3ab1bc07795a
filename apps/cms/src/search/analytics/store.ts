import type { Locale } from '@jtt/content-api'
import type { RunSql } from './sql'

/** The collection's table (collections/SearchQueries): one row per Jakarta day, language and folded query. */
const TABLE = 'search_queries'

/**
 * One search: the day's row of this query is created with a count of 1, or its count goes up by one
 * and its result count becomes this search's (the latest is what the admin shows), in one statement.
 */
export async function countSearch(sql: RunSql, row: { query: string; locale: Locale; day: string; results: number }) {
  await sql(
    `INSERT INTO ${TABLE} (query, locale, day, searches, results, followed) VALUES (?, ?, ?, 1, ?, 0)
     ON CONFLICT (day, locale, query) DO UPDATE SET searches = ${TABLE}.searches + 1, results = excluded.results`,
    [row.query, row.locale, row.day, row.results],
  )
}

/**
 * A result of the query was opened: counted on its latest row since `since` (today's, or yesterday's
 * for a search made just before midnight). A follow without a counted search is dropped (returns false).
 */
export async function countFollow(sql: RunSql, row: { query: string; locale: Locale; since: string }) {
  const { changed } = await sql(
    `UPDATE ${TABLE} SET followed = followed + 1 WHERE id = (
       SELECT id FROM ${TABLE} WHERE locale = ? AND query = ? AND day >= ? ORDER BY day DESC LIMIT 1)`,
    [row.locale, row.query, row.since],
  )
  return changed > 0
}

/** Deletes the rows of days before `firstKept`; answers how many went. */
export async function deleteDaysBefore(sql: RunSql, firstKept: string): Promise<number> {
  return (await sql(`DELETE FROM ${TABLE} WHERE day < ?`, [firstKept])).changed
}

import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { SQLiteAdapter } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'
import { usesPostgres } from '../../lib/env'

type Value = string | number
type Answer = { rows: Record<string, unknown>[]; changed: number }
/** One SQL statement with `?` placeholders, run on the database Payload runs on. */
export type RunSql = (statement: string, args?: Value[]) => Promise<Answer>

/**
 * Search analytics counts with single statements of plain SQL (INSERT … ON CONFLICT DO UPDATE and
 * UPDATE … SET n = n + 1), which SQLite and PostgreSQL both run atomically: Payload's own API reads a
 * document and writes it back, and two searches at one moment would count once. Through the adapter's
 * own connection (libsql client, pg pool), as the search index does (../engine).
 */
export function runSql(payload: Payload): RunSql {
  if (usesPostgres()) {
    const pool = (payload.db as unknown as PostgresAdapter).pool
    return async (statement, args = []) => {
      let n = 0
      const result = await pool.query(
        statement.replace(/\?/g, () => `$${++n}`),
        args,
      )
      return { rows: result.rows as Record<string, unknown>[], changed: result.rowCount ?? 0 }
    }
  }
  const client = (payload.db as unknown as SQLiteAdapter).client
  return async (statement, args = []) => {
    const result = await client.execute({ sql: statement, args })
    return { rows: result.rows as unknown as Record<string, unknown>[], changed: result.rowsAffected }
  }
}

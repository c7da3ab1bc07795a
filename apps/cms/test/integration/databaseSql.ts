import path from 'node:path'
import { inject } from 'vitest'

type Value = string | number
/** Where a CMS keeps its data: the suite's, or a test's own CMS's (seededCopy). */
type CmsData = { CMS_DATA_DIR: string; DATABASE_URL: string }
const suiteData = (): CmsData => ({ CMS_DATA_DIR: inject('cmsEnv').CMS_DATA_DIR!, DATABASE_URL: inject('databaseUrl') })

/**
 * Runs one statement (`?` placeholders for `args`) on the test CMS's own database, SQLite or PostgreSQL
 * as the suite runs (or on a test's own CMS's copy: `on`), and answers its rows ([] for a write): for what no API may do by design — read the
 * job queue or stored analytics rows as they are, make a draft or an audit entry look old, bring a
 * waiting job's time forward.
 */
export async function databaseSql<Row = Record<string, unknown>>(
  statement: string,
  args: Value[] = [],
  on: CmsData = suiteData(),
): Promise<Row[]> {
  const parts = statement.split('?')
  if (inject('testDb') === 'postgres') {
    const { drizzle } = await import('@payloadcms/db-postgres/drizzle/node-postgres')
    const { sql } = await import('@payloadcms/db-postgres')
    const db = drizzle({ connection: on.DATABASE_URL })
    try {
      const query = sql.join(
        parts.flatMap((part, i) => (i < args.length ? [sql.raw(part), sql`${args[i]}`] : [sql.raw(part)])),
      )
      return (await db.execute(query)).rows as Row[]
    } finally {
      await db.$client.end()
    }
  }
  const { drizzle } = await import('@payloadcms/db-sqlite/drizzle/libsql')
  const { sql } = await import('@payloadcms/db-sqlite')
  const db = drizzle({ connection: { url: `file:${path.join(on.CMS_DATA_DIR, 'cms.db')}` } })
  try {
    // The CMS writes beside this connection (its job queue runs every second): a write here waits its
    // turn, as the CMS's own writers do (lib/database.ts), instead of failing at once with SQLITE_BUSY.
    await db.run(sql.raw('PRAGMA busy_timeout = 5000'))
    const query = sql.join(
      parts.flatMap((part, i) => (i < args.length ? [sql.raw(part), sql`${args[i]}`] : [sql.raw(part)])),
    )
    return await db.all<Row>(query)
  } finally {
    db.$client.close()
  }
}

import path from 'node:path'
import { inject } from 'vitest'

/**
 * Runs one SQL statement on the test CMS's own database (SQLite or PostgreSQL, as the suite runs) and
 * answers its rows: for what no API may do by design, such as making an audit entry a year old.
 */
export async function runSql<Row>(statement: string): Promise<Row[]> {
  if (inject('testDb') === 'postgres') {
    const { drizzle } = await import('@payloadcms/db-postgres/drizzle/node-postgres')
    const { sql } = await import('@payloadcms/db-postgres')
    const db = drizzle({ connection: inject('databaseUrl') })
    try {
      return (await db.execute(sql.raw(statement))).rows as Row[]
    } finally {
      await db.$client.end()
    }
  }
  const { drizzle } = await import('@payloadcms/db-sqlite/drizzle/libsql')
  const { sql } = await import('@payloadcms/db-sqlite')
  const db = drizzle({ connection: { url: `file:${path.join(inject('cmsEnv').CMS_DATA_DIR!, 'cms.db')}` } })
  try {
    // The CMS writes beside this connection (its job queue runs every second): a write here waits its
    // turn, as the CMS's own writers do (lib/database.ts), instead of failing at once with SQLITE_BUSY.
    await db.run(sql.raw('PRAGMA busy_timeout = 5000'))
    return await db.all<Row>(sql.raw(statement))
  } finally {
    db.$client.close()
  }
}

import path from 'node:path'
import { inject } from 'vitest'

/**
 * Runs one SQL statement on the test CMS's database, for what no API offers: reading the job queue
 * (closed to every API reader), or making a draft look a week old. Rows of a select; [] otherwise.
 */
export async function testSql(statement: string): Promise<Record<string, unknown>[]> {
  if (inject('testDb') === 'postgres') {
    const { drizzle } = await import('@payloadcms/db-postgres/drizzle/node-postgres')
    const { sql } = await import('@payloadcms/db-postgres')
    const db = drizzle({ connection: inject('databaseUrl') })
    try {
      return (await db.execute<Record<string, unknown>>(sql.raw(statement))).rows
    } finally {
      await db.$client.end()
    }
  }
  const { drizzle } = await import('@payloadcms/db-sqlite/drizzle/libsql')
  const { sql } = await import('@payloadcms/db-sqlite')
  const db = drizzle({ connection: { url: `file:${path.join(inject('cmsEnv').CMS_DATA_DIR!, 'cms.db')}` } })
  try {
    if (/^\s*select/i.test(statement)) return await db.all<Record<string, unknown>>(sql.raw(statement))
    await db.run(sql.raw(statement))
    return []
  } finally {
    db.$client.close()
  }
}

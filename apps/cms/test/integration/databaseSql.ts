import path from 'node:path'
import { inject } from 'vitest'

type Value = string | number
type Rows = Record<string, unknown>[]

/**
 * Runs one statement (`?` placeholders) on the test CMS's own database and answers its rows: for what
 * no API may do by design — read the stored rows of search analytics as they are, put rows of past
 * days in place, bring a waiting job's time forward. Through the adapters' drizzle, as queuedJobs.ts.
 */
export async function databaseSql(statement: string, args: Value[] = []): Promise<Rows> {
  const parts = statement.split('?')
  if (inject('testDb') === 'postgres') {
    const { drizzle } = await import('@payloadcms/db-postgres/drizzle/node-postgres')
    const { sql } = await import('@payloadcms/db-postgres')
    const db = drizzle({ connection: inject('databaseUrl') })
    try {
      const query = sql.join(
        parts.flatMap((part, i) => (i < args.length ? [sql.raw(part), sql`${args[i]}`] : [sql.raw(part)])),
      )
      return (await db.execute<Record<string, unknown>>(query)).rows
    } finally {
      await db.$client.end()
    }
  }
  const { drizzle } = await import('@payloadcms/db-sqlite/drizzle/libsql')
  const { sql } = await import('@payloadcms/db-sqlite')
  const db = drizzle({ connection: { url: `file:${path.join(inject('cmsEnv').CMS_DATA_DIR!, 'cms.db')}` } })
  try {
    const query = sql.join(
      parts.flatMap((part, i) => (i < args.length ? [sql.raw(part), sql`${args[i]}`] : [sql.raw(part)])),
    )
    return await db.all<Record<string, unknown>>(query)
  } finally {
    db.$client.close()
  }
}

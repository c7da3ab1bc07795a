import path from 'node:path'
import { expect, inject } from 'vitest'

/**
 * The inputs of the jobs of one task still waiting in the queue, read from the test CMS's database
 * (the jobs collection is closed to every API reader, by design). Completed jobs are deleted, so this
 * sees what a request queued until the queue's next run (every JOB_QUEUE_INTERVAL_SECONDS).
 */
export async function queuedJobInputs(taskSlug: string): Promise<Record<string, unknown>[]> {
  const statement = `select input from payload_jobs where task_slug = '${taskSlug.replace(/'/g, "''")}'`
  const parse = (input: unknown) => (typeof input === 'string' ? JSON.parse(input) : input) as Record<string, unknown>
  if (inject('testDb') === 'postgres') {
    const { drizzle } = await import('@payloadcms/db-postgres/drizzle/node-postgres')
    const { sql } = await import('@payloadcms/db-postgres')
    const db = drizzle({ connection: inject('databaseUrl') })
    try {
      const { rows } = await db.execute<{ input: unknown }>(sql.raw(statement))
      return rows.map((row) => parse(row.input))
    } finally {
      await db.$client.end()
    }
  }
  const { drizzle } = await import('@payloadcms/db-sqlite/drizzle/libsql')
  const { sql } = await import('@payloadcms/db-sqlite')
  const db = drizzle({ connection: { url: `file:${path.join(inject('cmsEnv').CMS_DATA_DIR!, 'cms.db')}` } })
  try {
    return (await db.all<{ input: unknown }>(sql.raw(statement))).map((row) => parse(row.input))
  } finally {
    db.$client.close()
  }
}

/**
 * Resolves once the queue holds no job of these tasks: every job queued so far has run (completed jobs
 * are deleted), and so have the jobs they queued in their own transaction. What a test would otherwise
 * wait a fixed time for ("nothing more arrives") has then happened or never will.
 */
export async function queueDrained(taskSlugs: string[], timeoutMs = 60_000): Promise<void> {
  await expect
    .poll(async () => (await Promise.all(taskSlugs.map(queuedJobInputs))).flat().length, {
      timeout: timeoutMs,
      interval: 250,
    })
    .toBe(0)
}

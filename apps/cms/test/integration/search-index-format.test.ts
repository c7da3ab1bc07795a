import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { searchTargetSchema } from '@jtt/content-api'
import { ROUTES, SCREEN_IDS } from '@jtt/content-api/routes'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { backup, restore } from '../../../../scripts/lib/backup.mjs'
import { createDatabaseBeside } from '../../../../scripts/lib/postgres.mjs'
import { runCmsTask } from '../../../../scripts/lib/services.mjs'

/**
 * A search index built before the route registry stored a screen as the web's internal pathname
 * (`/tentang-kami/profil/direksi`); the contract now reads a route id (`board-of-directors`) and would
 * refuse those rows. The index's format (search/rebuild.ts) was raised for it, so the deployment's
 * `migrate` rebuilds such an index (and the server at its start, in the background). Here: a copy of
 * this suite's seeded database, its index turned back into the old format, then `migrate` as the image
 * runs it, on the adapter this suite runs on.
 */
const testDb = inject('testDb')
type Row = { source: string; doc_id: string; part: string; locale: string; target: string }
type Database = { query: (statement: string) => Promise<Row[]>; close: () => Promise<void> }

async function open(env: Record<string, string>): Promise<Database> {
  if (testDb === 'postgres') {
    const { drizzle } = await import('@payloadcms/db-postgres/drizzle/node-postgres')
    const { sql } = await import('@payloadcms/db-postgres')
    const db = drizzle({ connection: env.DATABASE_URL! })
    return {
      query: async (statement) => (await db.execute(sql.raw(statement))).rows as Row[],
      close: () => db.$client.end(),
    }
  }
  const { drizzle } = await import('@payloadcms/db-sqlite/drizzle/libsql')
  const { sql } = await import('@payloadcms/db-sqlite')
  const db = drizzle({ connection: { url: `file:${path.join(env.CMS_DATA_DIR!, 'cms.db')}` } })
  return {
    query: (statement) => db.all<Row>(sql.raw(statement)),
    close: async () => db.$client.close(),
  }
}

const quote = (text: string) => `'${text.replaceAll("'", "''")}'`
const ROWS = 'SELECT source, doc_id, part, locale, target FROM search_documents ORDER BY source, doc_id, part, locale'
const key = (row: Row) => `${row.source}/${row.doc_id}/${row.part}/${row.locale}`

describe('a search index built before the route registry', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `jtt-search-format-${testDb}-`))
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

  it('is rebuilt by migrate: its screens become route ids again, no row lost', async () => {
    const suite = inject('cmsEnv')
    const env: Record<string, string> = {
      ...suite,
      CMS_DATA_DIR: path.join(dir, 'data'),
      DATABASE_URL: testDb === 'postgres' ? createDatabaseBeside(suite.DATABASE_URL!, 'jtt_search_format') : '',
    }
    await backup(suite, path.join(dir, 'backup'))
    await restore(env, path.join(dir, 'backup'))
    // What the collections hold, indexed afresh: the suite's index may differ by what other files'
    // hooks are still writing.
    await runCmsTask('reindex', env)

    const db = await open(env)
    try {
      const current = await db.query(ROWS)
      const screens = current.filter((row) => JSON.parse(row.target).kind === 'screen')
      expect(screens.length).toBeGreaterThan(5)
      // The old format: the screen's internal pathname, and the signature the old code wrote.
      for (const row of screens) {
        const target = JSON.parse(row.target) as { screen: (typeof SCREEN_IDS)[number] }
        const legacy = JSON.stringify({ ...target, screen: ROUTES[target.screen].page })
        expect(searchTargetSchema.safeParse(JSON.parse(legacy)).success).toBe(false)
        await db.query(
          `UPDATE search_documents SET target = ${quote(legacy)} WHERE source = ${quote(row.source)}
           AND doc_id = ${quote(row.doc_id)} AND part = ${quote(row.part)} AND locale = ${quote(row.locale)}`,
        )
      }
      const [signature] = (await db.query(
        "SELECT value AS target FROM search_meta WHERE key = 'signature'",
      )) as unknown as { target: string }[]
      expect(Number(/"format":(\d+)/.exec(signature!.target)?.[1])).toBeGreaterThan(2)
      const old = signature!.target.replace(/"format":\d+/, '"format":1')
      await db.query(`UPDATE search_meta SET value = ${quote(old)} WHERE key = 'signature'`)
      // Nor had it the stems kept beside the words (format 3).
      await db.query("UPDATE search_documents SET title_stems = '', body_stems = ''")

      await runCmsTask('migrate', env)

      const rebuilt = await db.query(ROWS)
      expect(rebuilt.map(key)).toEqual(current.map(key))
      for (const row of rebuilt)
        expect(searchTargetSchema.safeParse(JSON.parse(row.target)).success, key(row)).toBe(true)
      expect(rebuilt.map((row) => JSON.parse(row.target))).toEqual(current.map((row) => JSON.parse(row.target)))
      const [stemmed] = (await db.query(
        "SELECT count(*) AS target FROM search_documents WHERE body_stems <> ''",
      )) as unknown as { target: number | string }[]
      expect(Number(stemmed!.target)).toBeGreaterThan(rebuilt.length / 2)
    } finally {
      await db.close()
    }
  }, 180_000)
})

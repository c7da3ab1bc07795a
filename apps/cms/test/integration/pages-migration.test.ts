import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, inject, it } from 'vitest'

/**
 * The migration that built pages from blocks must keep every page's content: it is run here on a
 * database at the schema before it (the committed migrations up to then), holding a page with content
 * in both languages and a newer draft version, for the adapter this suite runs on.
 */
type Migration = { name: string; up: (args: never) => Promise<void>; down: (args: never) => Promise<void> }
type Database = {
  migrations: Migration[]
  args: never
  query: (statement: string) => Promise<Record<string, unknown>[]>
  close: () => Promise<void>
}

async function sqliteDatabase(): Promise<Database> {
  const { drizzle } = await import('@payloadcms/db-sqlite/drizzle/libsql')
  const { sql } = await import('@payloadcms/db-sqlite')
  const { migrations } = await import('../../src/migrations/sqlite')
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jtt-pages-migration-'))
  const db = drizzle({ connection: { url: `file:${path.join(dir, 'cms.db')}` } })
  return {
    migrations: migrations as unknown as Migration[],
    // The generated migrations use only `db`; Payload's own arguments are not needed to run them.
    args: { db } as never,
    query: (statement) => db.all<Record<string, unknown>>(sql.raw(statement)),
    close: async () => {
      db.$client.close()
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}

async function postgresDatabase(): Promise<Database> {
  const { drizzle } = await import('@payloadcms/db-postgres/drizzle/node-postgres')
  const { sql } = await import('@payloadcms/db-postgres')
  const { migrations } = await import('../../src/migrations/postgres')
  const name = `jtt_pages_migration_${crypto.randomBytes(4).toString('hex')}`
  const admin = drizzle({ connection: inject('databaseUrl') })
  await admin.execute(sql.raw(`CREATE DATABASE ${name}`))
  const db = drizzle({ connection: inject('databaseUrl').replace(/\/[^/]+$/, `/${name}`) })
  return {
    migrations: migrations as unknown as Migration[],
    args: { db } as never,
    query: async (statement) => (await db.execute(sql.raw(statement))).rows as Record<string, unknown>[],
    close: async () => {
      await db.$client.end()
      await admin.execute(sql.raw(`DROP DATABASE ${name}`))
      await admin.$client.end()
    },
  }
}

const lexical = (text: string) => ({
  root: {
    type: 'root',
    version: 1,
    format: '',
    indent: 0,
    direction: 'ltr',
    children: [{ type: 'paragraph', version: 1, children: [{ type: 'text', version: 1, text, format: 0 }] }],
  },
})
const CONTENT = {
  id: lexical('Isi lama halaman'),
  en: lexical('Old page content'),
  draft: lexical('Draf yang lebih baru'),
}
const json = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value)

describe('migration about_us: page content becomes blocks', () => {
  it(`keeps the content of pages and their versions (${inject('testDb')}), and the way back`, async () => {
    const db = inject('testDb') === 'postgres' ? await postgresDatabase() : await sqliteDatabase()
    try {
      const at = db.migrations.findIndex((m) => m.name.endsWith('_about_us'))
      expect(at).toBeGreaterThan(0)
      for (const migration of db.migrations.slice(0, at)) await migration.up(db.args)

      const doc = (value: unknown) => `'${JSON.stringify(value)}'`
      await db.query(`INSERT INTO pages (id, _status) VALUES (1, 'published')`)
      await db.query(
        `INSERT INTO pages_locales (title, slug, content, _locale, _parent_id) VALUES
         ('Lama', 'lama', ${doc(CONTENT.id)}, 'id', 1), ('Old', 'old', ${doc(CONTENT.en)}, 'en', 1)`,
      )
      await db.query(
        `INSERT INTO _pages_v (id, parent_id, version__status) VALUES (1, 1, 'published'), (2, 1, 'draft')`,
      )
      await db.query(
        `INSERT INTO _pages_v_locales (version_title, version_content, _locale, _parent_id) VALUES
         ('Lama', ${doc(CONTENT.id)}, 'id', 1), ('Old', ${doc(CONTENT.en)}, 'en', 1), ('Lama', ${doc(CONTENT.draft)}, 'id', 2)`,
      )

      await db.migrations[at]!.up(db.args)
      // Sorted here: PostgreSQL orders its locale enum as declared (id before en).
      const byLocale = (a: Record<string, unknown>, b: Record<string, unknown>) =>
        Number(a._parent_id) - Number(b._parent_id) || String(a._locale).localeCompare(String(b._locale))
      const blocks = (
        await db.query(`SELECT _parent_id, _locale, _order, _path, id, content FROM pages_blocks_rich_text`)
      ).sort(byLocale)
      expect(blocks.map((b) => [b._locale, b._order, b._path, json(b.content)])).toEqual([
        ['en', 1, 'layout', CONTENT.en],
        ['id', 1, 'layout', CONTENT.id],
      ])
      expect(blocks.every((b) => /^[0-9a-f]{24}$/.test(String(b.id)))).toBe(true)
      const versions = (
        await db.query(`SELECT _parent_id, _locale, _path, content FROM _pages_v_blocks_rich_text`)
      ).sort(byLocale)
      expect(versions.map((v) => [Number(v._parent_id), v._locale, v._path, json(v.content)])).toEqual([
        [1, 'en', 'version.layout', CONTENT.en],
        [1, 'id', 'version.layout', CONTENT.id],
        [2, 'id', 'version.layout', CONTENT.draft],
      ])

      await db.migrations[at]!.down(db.args)
      const back = (await db.query(`SELECT _parent_id, _locale, content FROM pages_locales`)).sort(byLocale)
      expect(back.map((row) => [row._locale, json(row.content)])).toEqual([
        ['en', CONTENT.en],
        ['id', CONTENT.id],
      ])
      const draft = await db.query(`SELECT version_content FROM _pages_v_locales WHERE _parent_id = 2`)
      expect(json(draft[0]?.version_content)).toEqual(CONTENT.draft)
    } finally {
      await db.close()
    }
  })
})

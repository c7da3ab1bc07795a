import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { SQLiteAdapter } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'
import { usesPostgres } from '../lib/env'

export type BenchPage = {
  id: number
  locales: { locale: 'id' | 'en'; title: string; slug: string; content: string; metaDesc: string }[]
}

const PAGES = 'INSERT INTO pages (id, updated_at, created_at, _status) VALUES '
const LOCALES = 'INSERT INTO pages_locales (title, slug, content, meta_meta_desc, _locale, _parent_id) VALUES '

/** Placeholders of `rows` rows of `width` values: `(?,?),(?,?)` or `($1,$2),($3,$4)`. */
const placeholders = (rows: number, width: number, numbered: boolean) =>
  Array.from(
    { length: rows },
    (_, r) => `(${Array.from({ length: width }, (_, c) => (numbered ? `$${r * width + c + 1}` : '?')).join(',')})`,
  ).join(',')

/**
 * Writes published pages straight into Payload's tables, bench only: through Payload, 10,000 bilingual
 * pages take most of an hour on two cores; this takes seconds. No versions are written (the site and
 * the search index read the published documents only).
 */
export async function insertPages(payload: Payload, pages: BenchPage[]): Promise<void> {
  const now = new Date().toISOString()
  const pageValues = pages.flatMap((p) => [p.id, now, now, 'published'])
  const localeRows = pages.flatMap((p) => p.locales.map((l) => ({ ...l, parent: p.id })))
  const localeValues = localeRows.flatMap((l) => [l.title, l.slug, l.content, l.metaDesc, l.locale, l.parent])
  if (usesPostgres()) {
    const db = await (payload.db as unknown as PostgresAdapter).pool.connect()
    try {
      await db.query('BEGIN')
      await db.query(PAGES + placeholders(pages.length, 4, true), pageValues)
      await db.query(LOCALES + placeholders(localeRows.length, 6, true), localeValues)
      await db.query(`SELECT setval(pg_get_serial_sequence('pages', 'id'), (SELECT max(id) FROM pages))`)
      await db.query('COMMIT')
    } catch (error) {
      await db.query('ROLLBACK')
      throw error
    } finally {
      db.release()
    }
    return
  }
  await (payload.db as unknown as SQLiteAdapter).client.batch(
    [
      { sql: PAGES + placeholders(pages.length, 4, false), args: pageValues },
      { sql: LOCALES + placeholders(localeRows.length, 6, false), args: localeValues },
    ],
    'write',
  )
}

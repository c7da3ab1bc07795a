import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { SQLiteAdapter } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'
import { usesPostgres } from '../lib/env'

export type BenchPage = {
  id: number
  /** `content`: the rich text (JSON) of the page's one block in that language. */
  locales: { locale: 'id' | 'en'; title: string; slug: string; content: string; metaDesc: string }[]
}

const PAGES = 'INSERT INTO pages (id, updated_at, created_at, _status, english_missing) VALUES '
const LOCALES = 'INSERT INTO pages_locales (title, slug, meta_meta_desc, _locale, _parent_id) VALUES '
/** Each language's text as one rich-text block, as the editor builds pages (src/blocks). */
const BLOCKS = 'INSERT INTO pages_blocks_rich_text (_order, _parent_id, _path, _locale, id, content) VALUES '

/** A block id as Payload makes them (24 hex digits), unique per page and language. */
const blockId = (parent: number, locale: 'id' | 'en') =>
  `${parent.toString(16).padStart(22, '0')}${locale === 'id' ? '01' : '02'}`

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
  // What a publish keeps (translation/recordEnglishMissing.ts): a page without English shows Indonesian there.
  const pageValues = pages.flatMap((p) => [p.id, now, now, 'published', !p.locales.some((l) => l.locale === 'en')])
  const localeRows = pages.flatMap((p) => p.locales.map((l) => ({ ...l, parent: p.id })))
  const localeValues = localeRows.flatMap((l) => [l.title, l.slug, l.metaDesc, l.locale, l.parent])
  const blockValues = localeRows.flatMap((l) => [
    1,
    l.parent,
    'layout',
    l.locale,
    blockId(l.parent, l.locale),
    l.content,
  ])
  if (usesPostgres()) {
    const db = await (payload.db as unknown as PostgresAdapter).pool.connect()
    try {
      await db.query('BEGIN')
      await db.query(PAGES + placeholders(pages.length, 5, true), pageValues)
      await db.query(LOCALES + placeholders(localeRows.length, 5, true), localeValues)
      await db.query(BLOCKS + placeholders(localeRows.length, 6, true), blockValues)
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
      { sql: PAGES + placeholders(pages.length, 5, false), args: pageValues },
      { sql: LOCALES + placeholders(localeRows.length, 5, false), args: localeValues },
      { sql: BLOCKS + placeholders(localeRows.length, 6, false), args: blockValues },
    ],
    'write',
  )
}

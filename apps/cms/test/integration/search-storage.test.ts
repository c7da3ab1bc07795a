import { afterAll, describe, expect, inject, it } from 'vitest'

/**
 * PostgreSQL keeps each search row's vector inside the row (migration `search_vector_inline`): a
 * scan for a common word then reads the rows alone, not each row's vector back from TOAST (64,000
 * against 5,000 buffer reads on 20,000 rows). SQLite's FTS5 index has no such setting.
 */
describe.runIf(inject('testDb') === 'postgres')('search index storage (postgres)', async () => {
  const { drizzle } = await import('@payloadcms/db-postgres/drizzle/node-postgres')
  const { sql } = await import('@payloadcms/db-postgres')
  const db = drizzle({ connection: inject('databaseUrl') })
  afterAll(() => db.$client.end())

  it('stores the vector in the row and moves the texts out', async () => {
    const { rows } = await db.execute(
      sql.raw(`SELECT attname, attstorage FROM pg_attribute
               WHERE attrelid = 'search_documents'::regclass AND attname IN ('tsv', 'body', 'body_words')
               ORDER BY attname`),
    )
    expect(rows).toEqual([
      { attname: 'body', attstorage: 'x' },
      { attname: 'body_words', attstorage: 'x' },
      { attname: 'tsv', attstorage: 'm' },
    ])
  })
})

import crypto from 'node:crypto'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { richText } from '../../src/seed/lexical'
import { databaseSql } from './databaseSql'
import { adminRest, client, getRaw, loginToken } from './helpers'

/**
 * What the CMS does once a change is committed (search indexing, retiring the Content API's kept
 * answers) waits until the commit has ended, however long the commit itself takes. Payload's SQL
 * adapters forget a transaction as they start its COMMIT (lib/transactionEnds.ts says why that matters),
 * and on a loaded machine a read made in between saw the data from before: the index kept a page's old
 * title (a CI run). Here a deferred trigger holds each COMMIT on a table for a second, which only
 * PostgreSQL can do from outside; SQLite's one writer commits in place.
 */
const onPostgres = inject('testDb') === 'postgres'
const SLOW_COMMIT_MS = 1000
const suffix = crypto.randomBytes(3).toString('hex')

/** Every COMMIT of a transaction that changed `table` takes a second longer, until the returned function runs. */
async function slowCommitsOf(table: string): Promise<() => Promise<void>> {
  const trigger = `jtt_test_slow_commit_${table}`
  await databaseSql(
    `CREATE OR REPLACE FUNCTION jtt_test_slow_commit() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN PERFORM pg_sleep(${SLOW_COMMIT_MS / 1000}); RETURN NULL; END $$`,
  )
  await databaseSql(
    `CREATE CONSTRAINT TRIGGER ${trigger} AFTER INSERT OR UPDATE ON ${table}
     DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION jtt_test_slow_commit()`,
  )
  return async () => {
    await databaseSql(`DROP TRIGGER IF EXISTS ${trigger} ON ${table}`)
  }
}

let token = ''
const cleanups: (() => Promise<unknown>)[] = []
beforeAll(async () => {
  if (onPostgres) token = await loginToken()
})
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup()
})

describe.runIf(onPostgres)('work done after a commit, when the commit is slow (PostgreSQL)', () => {
  it('the search index reads the page as committed: its new title is found, the old one is not', async () => {
    const titlesFor = async (q: string) => {
      const result = await client('id').search({ q })
      if (!result.ok) throw new Error(result.error.message)
      return result.data.data.map((r) => r.title)
    }
    const created = await adminRest('POST', '/pages?locale=id', token, {
      title: 'Gerbang Yakut',
      slug: `gerbang-yakut-${suffix}`,
      layout: [{ blockType: 'richText', content: richText([{ p: 'Halaman uji.' }]) }],
      _status: 'published',
    })
    expect(created.status).toBe(201)
    const id = (created.json.doc as { id: number }).id
    cleanups.push(() => adminRest('DELETE', `/pages/${id}`, token))
    await expect.poll(() => titlesFor('yakut'), { timeout: 10_000 }).toContain('Gerbang Yakut')

    const restore = await slowCommitsOf('pages')
    cleanups.push(restore)
    const started = Date.now()
    const renamed = await adminRest('PATCH', `/pages/${id}?locale=id`, token, { title: 'Gerbang Kalsedon' })
    expect(renamed.status).toBe(200)
    // The trigger did hold the commit: otherwise this test would prove nothing.
    expect(Date.now() - started).toBeGreaterThanOrEqual(SLOW_COMMIT_MS)
    await restore()

    // Indexing follows the commit within moments; an index that read the page too early keeps the
    // old title until the next edit, so no wait would ever find the new one.
    await expect.poll(() => titlesFor('kalsedon'), { timeout: 10_000 }).toContain('Gerbang Kalsedon')
    expect(await titlesFor('yakut')).not.toContain('Gerbang Yakut')
  })

  it('no answer read during the commit is kept: the next reads show the change, from the cache too', async () => {
    const slug = `commit-probe-${suffix}`
    const path = `/components?filter[slug]=${slug}&locale=id`
    const titleIn = (json: unknown) => (json as { data: { title: string }[] }).data[0]?.title ?? null
    const created = await adminRest('POST', '/components?locale=id', token, { slug, title: 'Sebelum' })
    expect(created.status).toBe(201)
    const id = String((created.json.doc as { id: string | number }).id)
    cleanups.push(() => adminRest('DELETE', `/components/${id}`, token))
    await expect.poll(async () => (await getRaw(path)).headers.get('x-cache')).toBe('HIT')

    const restore = await slowCommitsOf('components')
    cleanups.push(restore)
    let saved = false
    const edit = adminRest('PATCH', `/components/${id}?locale=id`, token, { title: 'Sesudah' }).finally(() => {
      saved = true
    })
    // Visitors keep reading while the commit runs; each of these reads may be kept.
    while (!saved) {
      await getRaw(path)
      await new Promise((r) => setTimeout(r, 25))
    }
    expect((await edit).status).toBe(200)
    await restore()

    expect(titleIn((await getRaw(path)).json)).toBe('Sesudah')
    await expect
      .poll(async () => {
        const read = await getRaw(path)
        return `${read.headers.get('x-cache')} ${titleIn(read.json)}`
      })
      .toBe('HIT Sesudah')
  })
})

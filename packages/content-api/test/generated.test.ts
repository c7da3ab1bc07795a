import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { collectReads, READ_ENDPOINTS } from '../src/readRegistry'
import { reads } from '../src/read'
import { itemBodySchema } from '../src/schemas'

/**
 * Two files are written from the code, never by hand: the schemas' index (every module of
 * src/schemas, which is how the client finds a module's reads) and the README's table of reads
 * (from each read's `doc`). These tests fail while either is stale; to rewrite them:
 * `node scripts/run.mjs vitest run --project unit packages/content-api/test/generated.test.ts -u`.
 */
const GENERATED = '<!-- Written by test/generated.test.ts from the `reads` in src/schemas (run it with -u). -->'
const END = '<!-- End of the written table. -->'

const schemaModules = () =>
  readdirSync(new URL('../src/schemas', import.meta.url))
    .filter((file) => file.endsWith('.ts') && file !== 'index.ts')
    .map((file) => file.replace(/\.ts$/, ''))
    .sort()

function readsTable(): string {
  // By path: the order of a module's exports differs between bundlers, the table's must not.
  const rows = Object.values(READ_ENDPOINTS)
    .map(({ doc }) => `| ${doc.call} | ${doc.filters} | ${doc.answer} |`)
    .sort()
  return [GENERATED, '', '| Call | Filters | Answer `data` |', '|---|---|---|', ...rows, '', END].join('\n')
}

describe('files written from the code', () => {
  it('the schemas index exports every schema module', async () => {
    const index = [
      '// Every module of src/schemas, written by test/generated.test.ts: a new module is exported by running it with -u.',
      ...schemaModules().map((name) => `export * from './${name}'`),
      '',
    ].join('\n')
    await expect(index).toMatchFileSnapshot('../src/schemas/index.ts')
  })

  it("the README's table of reads is the declarations' docs", async () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8')
    const start = readme.indexOf(GENERATED)
    const end = readme.indexOf(END)
    expect(start, 'the README marks where its table of reads is written').toBeGreaterThan(-1)
    expect(end).toBeGreaterThan(start)
    await expect(readme.slice(0, start) + readsTable() + readme.slice(end + END.length)).toMatchFileSnapshot(
      '../README.md',
    )
  })
})

describe('collectReads', () => {
  const probe = (path: string) => ({
    path,
    answer: itemBodySchema(z.string()),
    doc: { call: `GET /${path}`, filters: '—', answer: '—' },
  })

  it("merges the modules' read groups and skips their other exports", () => {
    const found = collectReads({ aReads: reads({ a: probe('a') }), bReads: reads({ b: probe('b') }), schema: {} })
    expect(Object.keys(found)).toEqual(['a', 'b'])
  })

  it('refuses two reads of one name', () => {
    expect(() => collectReads({ aReads: reads({ a: probe('a') }), otherReads: reads({ a: probe('b') }) })).toThrow(
      /Two reads are named 'a' \(the second in otherReads\)/,
    )
  })

  it("every read's row names its own path", () => {
    for (const [name, endpoint] of Object.entries(READ_ENDPOINTS)) {
      expect(endpoint.doc.call, name).toMatch(new RegExp(`^\`GET /${endpoint.path.replace(/[{}]/g, '\\$&')}[?\`]`))
      expect(endpoint.doc.filters, name).not.toBe('')
      expect(endpoint.doc.answer, name).not.toBe('')
    }
  })
})

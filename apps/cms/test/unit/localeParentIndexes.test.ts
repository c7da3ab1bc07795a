import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * Every table of localized values is indexed by its parent on both databases (localeParentIndexes.ts):
 * without it each row of a list scanned the whole table. Read from the newest schema snapshot each
 * adapter's migrations carry, so a new localized field or collection whose migration lacks the index
 * fails here.
 */
const migrations = path.resolve(import.meta.dirname, '../../src/migrations')

type Index = { columns: (string | { expression: string })[] }
type Snapshot = { tables: Record<string, { indexes: Record<string, Index> }> }

function newestSnapshot(adapter: 'sqlite' | 'postgres'): Snapshot {
  const dir = path.join(migrations, adapter)
  const newest = fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .at(-1)!
  return JSON.parse(fs.readFileSync(path.join(dir, newest), 'utf8')) as Snapshot
}

const columnNames = (index: Index) => index.columns.map((c) => (typeof c === 'string' ? c : c.expression))

describe.each(['sqlite', 'postgres'] as const)('the %s schema', (adapter) => {
  const tables = Object.entries(newestSnapshot(adapter).tables).filter(([name]) => name.endsWith('_locales'))

  it('has tables of localized values', () => {
    expect(tables.length).toBeGreaterThan(50)
  })

  it('indexes each of them by _parent_id alone (a unique index led by _locale does not serve that lookup)', () => {
    const unindexed = tables
      .filter(([, table]) => !Object.values(table.indexes).some((i) => columnNames(i)[0] === '_parent_id'))
      .map(([name]) => name)
    expect(unindexed).toEqual([])
  })
})

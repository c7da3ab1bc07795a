import crypto from 'node:crypto'
// Payload's copy of drizzle-orm (the project does not depend on it directly).
import { getTableColumns, type Table } from '@payloadcms/db-sqlite/drizzle'

type ExtendTable = (args: { table: Table; extraConfig?: (self: Record<string, unknown>) => object }) => void
type IndexOn = (name: string, column: unknown) => unknown

/** PostgreSQL cuts identifiers at 63 bytes: a long name keeps its start and a hash of the whole. */
const indexName = (table: string) => {
  const name = `${table}_parent_idx`
  if (name.length <= 63) return name
  const hash = crypto.createHash('sha1').update(name).digest('hex').slice(0, 8)
  return `${name.slice(0, 54)}_${hash}`
}

/**
 * An index on `_parent_id` for every table of localized values (`…_locales`). Payload reads a
 * document's languages with a subquery per row on `_parent_id`, and gives these tables only a unique
 * index that starts with `_locale`: each row of a list then scanned the whole table. A sitemap of
 * 10,000 pages took 20 s on SQLite (and blocked the server meanwhile), a page of 200 published
 * pages 6.7 s; with the index, milliseconds. Applied to both adapters' schemas, so migrations carry it.
 */
export function withLocaleParentIndexes<S extends { tables: Record<string, Table> }>(
  indexOn: IndexOn,
): (args: { schema: S; extendTable: ExtendTable }) => S {
  return ({ schema, extendTable }) => {
    for (const [name, table] of Object.entries(schema.tables)) {
      if (!name.endsWith('_locales')) continue
      const key = Object.entries(getTableColumns(table)).find(([, column]) => column.name === '_parent_id')?.[0]
      if (!key) continue
      extendTable({ table, extraConfig: (self) => ({ localeParentIdx: indexOn(indexName(name), self[key]) }) })
    }
    return schema
  }
}

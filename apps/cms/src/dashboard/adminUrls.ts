/** Links into Payload's admin (its routes: `/admin/collections/{slug}`, `/admin/globals/{slug}`). */
const ADMIN = '/admin'

/** `{ where: { status: { equals: 'new' } } }` → `where[status][equals]=new`, the form Payload's list reads. */
function encode(value: unknown, prefix: string): string[] {
  if (value === null || value === undefined) return []
  if (typeof value !== 'object') return [`${prefix}=${encodeURIComponent(String(value as string | number | boolean))}`]
  const entries = Array.isArray(value)
    ? value.map((v: unknown, i) => [String(i), v] as const)
    : Object.entries(value as Record<string, unknown>)
  return entries.flatMap(([key, v]) => encode(v, prefix ? `${prefix}[${encodeURIComponent(key)}]` : key))
}

/** A collection's list, filtered and sorted as given (`where`, `sort`, `locale`). */
export const listUrl = (collection: string, query: Record<string, unknown> = {}) => {
  const search = encode(query, '').join('&')
  return `${ADMIN}/collections/${collection}${search ? `?${search}` : ''}`
}

/** One document's edit page. */
export const documentUrl = (collection: string, id: string | number) =>
  `${ADMIN}/collections/${collection}/${encodeURIComponent(String(id))}`

/** A global's edit page. */
export const globalUrl = (slug: string) => `${ADMIN}/globals/${slug}`

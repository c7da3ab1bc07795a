/** A field of a collection or global as Payload's sanitized config flattens it (rows and unnamed tabs lifted). */
export type AuditedField = { name: string; hidden?: boolean; admin?: { disabled?: boolean } }

type Doc = Record<string, unknown> | null | undefined

/** Kept by Payload itself, or said by the action (`_status`): never listed as changed. */
const SYSTEM_FIELDS = new Set(['id', 'createdAt', 'updatedAt', 'deletedAt', '_status'])

/**
 * A value with the documents it refers to reduced to their ids: a save answers at the request's depth
 * (relationships filled in), the document before it is read at depth 0. A populated document is an
 * object with an id and a timestamp; array rows and blocks have an id but no timestamps and stay.
 */
function comparable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(comparable)
  if (value === null || typeof value !== 'object') return value ?? null
  const record = value as Record<string, unknown>
  if ('id' in record && ('createdAt' in record || 'updatedAt' in record)) return record.id
  return Object.fromEntries(Object.entries(record).map(([key, inner]) => [key, comparable(inner)]))
}

const same = (a: unknown, b: unknown) => JSON.stringify(comparable(a)) === JSON.stringify(comparable(b))

const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)

/**
 * The names of the top-level fields a write changed: only names, never values. Fields hidden from the
 * API or disabled in the admin (password hashes, salts, sessions, reset tokens) are never compared or
 * named; a new password, which no document shows, is named by the caller. On create, the fields given
 * a value; on update, those whose value differs.
 */
export function changedFieldNames(fields: readonly AuditedField[], doc: Doc, previous: Doc): string[] {
  return (
    fields
      .filter((field) => !field.hidden && !field.admin?.disabled && !SYSTEM_FIELDS.has(field.name))
      // A field the answer leaves out (no read access for this user) is not known to have changed.
      .filter((field) =>
        previous
          ? Boolean(doc && field.name in doc) && !same(doc?.[field.name], previous[field.name])
          : !isEmpty(doc?.[field.name]),
      )
      .map((field) => field.name)
  )
}

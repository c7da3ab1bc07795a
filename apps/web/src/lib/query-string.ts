/**
 * Query-string sanitizer (spec §5): parameters whose value is empty are removed, so links and
 * redirects never carry `?q=&page=` noise and cache keys stay stable.
 */

type QueryValue = string | string[] | number | boolean | null | undefined
export type QueryInput = Record<string, QueryValue> | URLSearchParams
export type SanitizedQuery = Record<string, string | string[]>

/** Converts one scalar to its query-string text, or `null` when it carries no value. */
function scalarToText(value: string | number | boolean | null | undefined): string | null {
  if (value === undefined || value === null) return null
  // NaN and ±Infinity come from failed arithmetic/parsing, never from a user choice: treat as empty.
  if (typeof value === 'number' && !Number.isFinite(value)) return null
  const text = String(value)
  return text === '' ? null : text
}

/** Turns URLSearchParams into the record form; a repeated key becomes an array. */
function fromSearchParams(params: URLSearchParams): Record<string, QueryValue> {
  const record: Record<string, string[]> = {}
  for (const [key, value] of params) {
    ;(record[key] ??= []).push(value)
  }
  const flattened: Record<string, QueryValue> = {}
  for (const [key, values] of Object.entries(record)) {
    flattened[key] = values.length === 1 ? values[0] : values
  }
  return flattened
}

/**
 * Drops undefined, null and '' values, empty strings inside arrays and arrays left empty.
 * Numbers and booleans become strings. Key order is preserved.
 */
export function sanitizeQuery(params: QueryInput): SanitizedQuery {
  const source = params instanceof URLSearchParams ? fromSearchParams(params) : params
  const result: SanitizedQuery = {}
  for (const [key, value] of Object.entries(source)) {
    if (Array.isArray(value)) {
      const kept = value.filter((item) => item !== '')
      if (kept.length > 0) result[key] = kept
      continue
    }
    const text = scalarToText(value)
    if (text !== null) result[key] = text
  }
  return result
}

/** `''` when nothing is left after sanitizing, otherwise `'?a=1&b=2'` (arrays repeat the key). */
export function toQueryString(params: QueryInput): string {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(sanitizeQuery(params))) {
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, item)
  }
  const text = search.toString()
  return text === '' ? '' : `?${text}`
}

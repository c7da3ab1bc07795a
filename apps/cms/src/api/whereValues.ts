import type { WhereLeaf } from './wherePaths'

const EQUALS = ['equals', 'not_equals']
const BASE = [...EQUALS, 'in', 'not_in', 'exists']
const TEXT = [...BASE, 'like', 'not_like', 'contains']
const ORDERED = [...BASE, 'greater_than', 'greater_than_equal', 'less_than', 'less_than_equal']

/**
 * Operators per field type: those Payload's admin offers in its filters (@payloadcms/ui
 * WhereBuilder/field-types.js), plus `like` on email (the admin's own list search sends it) and
 * `contains` on fields with many values. Not `all`: neither SQL adapter implements it (drizzle's
 * operator map leaves it out, and the query fails with a 500); the geo operators only on points.
 */
const OPERATORS: Record<string, readonly string[]> = {
  text: TEXT,
  textarea: TEXT,
  email: TEXT,
  code: TEXT,
  number: ORDERED,
  date: ORDERED,
  checkbox: [...EQUALS, 'exists'],
  select: BASE,
  radio: BASE,
  relationship: BASE,
  upload: BASE,
  json: ['exists'],
  richText: ['exists'],
  point: [...EQUALS, 'exists', 'near', 'within', 'intersects'],
}

export function operatorsFor(leaf: WhereLeaf): readonly string[] {
  if (leaf.kind === 'id') return leaf.idType === 'number' ? ORDERED : TEXT
  // Payload reads a blockType's value as the names of blocks to look for, whatever the operator:
  // only the operators that mean that. A relationship's collection is compared as one name.
  if (leaf.kind === 'blockType') return ['equals', 'in']
  if (leaf.kind === 'relationTo') return EQUALS
  const { field } = leaf
  // A polymorphic relationship: `equals` {relationTo, value} (Payload's only operator for that form;
  // `exists` fails), or a comparison through `.value` and `.relationTo`.
  if (field.type === 'relationship' && Array.isArray(field.relationTo)) return ['equals']
  const operators = OPERATORS[field.type] ?? []
  return 'hasMany' in field && field.hasMany ? [...operators, 'contains'] : operators
}

/** PostgreSQL's ids are `integer`: a larger number fails the query rather than matching nothing. */
const MAX_ID = 2_147_483_647
const NUMBER = /^-?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i

const isId = (v: unknown, idType: 'number' | 'text') =>
  idType === 'text'
    ? (typeof v === 'string' && v !== '') || typeof v === 'number'
    : (typeof v === 'number' || (typeof v === 'string' && /^-?\d{1,10}$/.test(v))) &&
      Number.isInteger(Number(v)) &&
      Math.abs(Number(v)) <= MAX_ID

const isNumber = (v: unknown) =>
  (typeof v === 'number' || (typeof v === 'string' && NUMBER.test(v))) && Number.isFinite(Number(v))

/** A date both databases store: years 1 to 9999 (Payload writes ISO strings, PostgreSQL reads them). */
function isDate(v: unknown): boolean {
  if (typeof v !== 'string' && typeof v !== 'number') return false
  const year = new Date(v).getUTCFullYear()
  return year >= 1 && year <= 9999
}

const isBoolean = (v: unknown) => typeof v === 'boolean' || v === 'true' || v === 'false'
const optionValues = (options: readonly (string | { value: string })[]) =>
  options.map((o) => (typeof o === 'string' ? o : o.value))

/** `{ relationTo, value }`: a document of one of a polymorphic relationship's collections. */
function isRelationValue(v: unknown, relationTo: string[], idType: 'number' | 'text'): boolean {
  if (!v || typeof v !== 'object' || Array.isArray(v)) return false
  const { relationTo: slug, value, ...rest } = v as Record<string, unknown>
  return Object.keys(rest).length === 0 && typeof slug === 'string' && relationTo.includes(slug) && isId(value, idType)
}

/**
 * A point query's value: `near` takes "lng,lat[,maxDistance[,minDistance]]" (or those numbers as a
 * list); `within` and `intersects` a GeoJSON geometry (in a JSON `where`), which PostgreSQL parses.
 */
export function isGeoValue(operator: string, v: unknown): boolean {
  if (operator === 'near') {
    const parts = typeof v === 'string' ? v.split(',') : v
    return Array.isArray(parts) && parts.length >= 2 && parts.length <= 4 && parts.every(isNumber)
  }
  if (!v || typeof v !== 'object' || Array.isArray(v)) return false
  const { type, coordinates } = v as Record<string, unknown>
  // Numbers, not numeric strings: the geometry goes to PostgreSQL as JSON as it is.
  const numbers = (c: unknown): boolean =>
    Array.isArray(c) ? c.length > 0 && c.every(numbers) : typeof c === 'number' && Number.isFinite(c)
  return typeof type === 'string' && /^(Multi)?(Point|LineString|Polygon)$/.test(type) && numbers(coordinates)
}

/** Whether one value (not a list) can stand for the leaf's column in a comparison. */
export function isValueFor(leaf: WhereLeaf, v: unknown): boolean {
  if (leaf.kind === 'id') return isId(v, leaf.idType)
  if (leaf.kind === 'relationTo' || leaf.kind === 'blockType') return typeof v === 'string' && leaf.values.includes(v)
  const { field } = leaf
  switch (field.type) {
    case 'text':
    case 'textarea':
    case 'email':
    case 'code':
      return typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v))
    case 'number':
      return isNumber(v)
    case 'date':
      return isDate(v)
    case 'checkbox':
      return isBoolean(v)
    case 'select':
    case 'radio':
      return typeof v === 'string' && optionValues(field.options).includes(v)
    case 'relationship':
    case 'upload':
      return Array.isArray(field.relationTo) ? isRelationValue(v, field.relationTo, leaf.idType) : isId(v, leaf.idType)
    default:
      return false
  }
}

/** Leaves whose `equals=null` Payload turns into SQL NULL (elsewhere "null" is compared as text). */
export function takesNullString(leaf: WhereLeaf): boolean {
  if (leaf.kind === 'id') return leaf.idType === 'number'
  return leaf.kind === 'field' && ['number', 'date', 'relationship', 'upload'].includes(leaf.field.type)
}

const clip = (s: string) => (s.length > 80 ? `${s.slice(0, 80)}…` : s)

/** The values a leaf takes, in words, for the error message. */
export function describeValues(leaf: WhereLeaf): string {
  if (leaf.kind === 'id') return leaf.idType === 'number' ? 'a whole number (an id)' : 'an id'
  if (leaf.kind === 'relationTo' || leaf.kind === 'blockType') return `one of ${clip(leaf.values.join(', '))}`
  const { field } = leaf
  switch (field.type) {
    case 'number':
      return 'a number'
    case 'date':
      return 'a date, such as 2026-01-31 or 2026-01-31T08:00:00Z'
    case 'checkbox':
      return 'true or false'
    case 'select':
    case 'radio':
      return `one of ${clip(optionValues(field.options).join(', '))}`
    case 'relationship':
    case 'upload':
      return Array.isArray(field.relationTo) ? '{ relationTo, value }' : 'a document id'
    default:
      return 'text'
  }
}

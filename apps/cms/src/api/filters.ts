import { DOCUMENT_TYPES, MAX_YEAR, MIN_YEAR, type DocumentType } from '@jtt/content-api'
import { badRequest } from './errors'

/** `filter[year]`: a four-digit year in the range documents and releases can have, or a 400. */
export function yearFilter(value: string | undefined): number | undefined {
  if (value === undefined) return undefined
  const year = /^\d{4}$/.test(value) ? Number(value) : NaN
  if (!(year >= MIN_YEAR && year <= MAX_YEAR)) {
    throw badRequest('invalid_filter', `Filter 'year' must be a year from ${MIN_YEAR} to ${MAX_YEAR}, e.g. 2025.`)
  }
  return year
}

/** `filter[type]`: one of the document types, or a 400 naming them. */
export function documentTypeFilter(value: string | undefined): DocumentType | undefined {
  if (value === undefined) return undefined
  if (!(DOCUMENT_TYPES as readonly string[]).includes(value)) {
    throw badRequest('invalid_filter', `Unknown document type '${value}'. Use one of: ${DOCUMENT_TYPES.join(', ')}.`)
  }
  return value as DocumentType
}

/** `{ year, count }` for each year that occurs, newest first. */
export function countByYear(years: number[]): { year: number; count: number }[] {
  const counts = new Map<number, number>()
  for (const year of years) counts.set(year, (counts.get(year) ?? 0) + 1)
  return [...counts.entries()].sort(([a], [b]) => b - a).map(([year, count]) => ({ year, count }))
}

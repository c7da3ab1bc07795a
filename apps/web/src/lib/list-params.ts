/**
 * Reading a list page's state from its query string (`?page=2&year=2025`), forgivingly: what is not
 * a sensible value counts as absent, so a mistyped link still shows the list.
 */
import { MAX_YEAR, MIN_YEAR } from '@jtt/content-api'

type Raw = string | string[] | undefined

const first = (raw: Raw) => (Array.isArray(raw) ? raw[0] : raw)?.trim() ?? ''

/** A page number from 1 up; anything else is page 1. */
export function pageParam(raw: Raw): number {
  const text = first(raw)
  return /^[1-9]\d{0,4}$/.test(text) ? Number(text) : 1
}

/**
 * A four-digit year the content service can filter by, or undefined (also for "all years", the empty
 * value): a year outside the contract's range would be refused there, and the page would fail.
 */
export function yearParam(raw: Raw): number | undefined {
  const text = first(raw)
  if (!/^\d{4}$/.test(text)) return undefined
  const year = Number(text)
  return year >= MIN_YEAR && year <= MAX_YEAR ? year : undefined
}

/** Page numbers to show: the first, the last and two around the current one; null marks a gap. */
export function pageWindow(current: number, total: number): (number | null)[] {
  const pages: (number | null)[] = []
  for (let p = 1; p <= total; p++) {
    if (p === 1 || p === total || Math.abs(p - current) <= 2) pages.push(p)
    else if (pages.at(-1) !== null) pages.push(null)
  }
  return pages
}

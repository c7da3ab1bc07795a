/**
 * Reading a list page's state from its query string (`?page=2&year=2025`), forgivingly: what is not
 * a sensible value counts as absent, so a mistyped link still shows the list.
 */
type Raw = string | string[] | undefined

const first = (raw: Raw) => (Array.isArray(raw) ? raw[0] : raw)?.trim() ?? ''

/** A page number from 1 up; anything else is page 1. */
export function pageParam(raw: Raw): number {
  const text = first(raw)
  return /^[1-9]\d{0,4}$/.test(text) ? Number(text) : 1
}

/** A four-digit year, or undefined (also for "all years", the empty value). */
export function yearParam(raw: Raw): number | undefined {
  const text = first(raw)
  return /^(19|20)\d{2}$/.test(text) ? Number(text) : undefined
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

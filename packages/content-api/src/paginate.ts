import type { PaginationMeta } from './schemas/common'
import { ok, type Result } from './result'

/**
 * The one pagination meta every list answers: `page` and `per_page` echo the request (also past the
 * last page, where `data` is empty), `total` counts every matching item, and `total_pages` is at
 * least 1 — an empty list has one, empty, page.
 */
export function paginationMeta(page: number, perPage: number, total: number): PaginationMeta {
  return { page, per_page: perPage, total, total_pages: Math.max(1, Math.ceil(total / perPage)) }
}

/**
 * Every item of a paginated list: asks page 1, 2, … until `meta.total_pages`, and stops at the first
 * failed page (returning its error), so callers never act on a partial list.
 */
export async function collectAllPages<T>(
  fetchPage: (page: number) => Promise<Result<{ data: T[]; meta: PaginationMeta }>>,
): Promise<Result<T[]>> {
  const items: T[] = []
  for (let page = 1; ; page++) {
    const result = await fetchPage(page)
    if (!result.ok) return result
    items.push(...result.data.data)
    if (page >= result.data.meta.total_pages) return ok(items)
  }
}

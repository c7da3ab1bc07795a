import type { PaginationMeta } from '@jtt/content-api'

type Headers = Record<string, string>

/** Public content may be cached briefly by shared caches; the site invalidates its own cache by tag. */
export const PUBLIC_CACHE: Headers = { 'cache-control': 'public, max-age=0, s-maxage=10, stale-while-revalidate=30' }
/** Anything tied to a user or a draft is never stored. */
export const PRIVATE_NO_STORE: Headers = { 'cache-control': 'private, no-store' }

export const json = (body: unknown, status = 200, headers: Headers = PRIVATE_NO_STORE) =>
  Response.json(body, { status, headers: { ...headers, 'x-content-type-options': 'nosniff' } })

export const list = <T>(data: T[], meta: PaginationMeta, headers: Headers = PUBLIC_CACHE) =>
  json({ data, meta }, 200, headers)

export const item = <T>(data: T, headers: Headers = PUBLIC_CACHE) => json({ data }, 200, headers)

/** Payload's paginated result → the contract's `meta`. */
export const metaOf = (result: { page?: number; limit: number; totalDocs: number; totalPages: number }) => ({
  page: result.page ?? 1,
  per_page: result.limit,
  total: result.totalDocs,
  total_pages: result.totalPages,
})

import { paginationMeta, type PaginationMeta } from '@jtt/content-api'

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

/**
 * The contract's pagination meta for one page of Payload results (see `paginationMeta`). Past the last
 * page Payload can report no total for draft-enabled collections, so the total is counted instead.
 */
export async function pageMeta(
  q: { page: number; perPage: number },
  result: { docs: unknown[]; totalDocs: number },
  count: () => Promise<{ totalDocs: number }>,
): Promise<PaginationMeta> {
  const total = result.docs.length === 0 && q.page > 1 ? (await count()).totalDocs : result.totalDocs
  return paginationMeta(q.page, q.perPage, total)
}

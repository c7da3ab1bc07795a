import type { Where } from 'payload'
import { yieldToEventLoop } from './yieldToEventLoop'

/** What a page's `payload.find` is given: spread into it beside the collection and its other options. */
export type PageQuery = { where: Where; sort: 'id'; limit: number; pagination: false }

/**
 * Walks documents page by page in id order (`id > last`), never by offset: an offset makes the
 * database build every row before the page again (PostgreSQL: the lateral reads of a row's languages
 * and blocks), so a walk of 10,000 pages grew with the square of its length (the content health walk:
 * 49 s, by id 3 s). Between pages it yields to the event loop, so the server answers meanwhile.
 */
export async function* pagesById<T extends { id: number | string }>(
  readPage: (query: PageQuery) => Promise<T[]>,
  { where, pageSize }: { where?: Where; pageSize: number },
): AsyncGenerator<T[]> {
  for (let last: T['id'] | null = null; ;) {
    const after: Where | null = last === null ? null : { id: { greater_than: last } }
    const conditions = [where, after].filter((c): c is Where => c !== null && c !== undefined)
    const docs = await readPage({
      where: conditions.length > 0 ? { and: conditions } : {},
      sort: 'id',
      limit: pageSize,
      pagination: false,
    })
    if (docs.length > 0) yield docs
    if (docs.length < pageSize) return
    last = docs[docs.length - 1]!.id
    await yieldToEventLoop()
  }
}

import type { Where } from 'payload'
import { apiRoute } from '@/api/handler'
import { payloadClient } from '@/api/payload'
import { parseQuery } from '@/api/query'
import { list, pageMeta } from '@/api/respond'
import { toRedirect } from '@/api/serializers/simple'

/** GET /v1/redirects?filter[old_url]=/old — or the whole table, page by page. */
export const GET = apiRoute(async (request) => {
  const q = parseQuery(request, { filters: ['old_url'], paging: true })
  const payload = await payloadClient()
  const where: Where = q.filters.old_url ? { old_url: { equals: q.filters.old_url } } : {}
  const result = await payload.find({
    collection: 'redirects',
    where,
    page: q.page,
    limit: q.perPage,
    sort: 'old_url',
    overrideAccess: false,
  })
  return list(
    result.docs.map(toRedirect),
    await pageMeta(q, result, () => payload.count({ collection: 'redirects', where, overrideAccess: false })),
  )
})

import { apiRoute } from '@/api/handler'
import { payloadClient } from '@/api/payload'
import { parseQuery } from '@/api/query'
import { list, metaOf } from '@/api/respond'
import { toRedirect } from '@/api/serializers/simple'

/** GET /v1/redirects?filter[old_url]=/old — or the whole table, page by page. */
export const GET = apiRoute(async (request) => {
  const q = parseQuery(request, { filters: ['old_url'], paging: true })
  const payload = await payloadClient()
  const result = await payload.find({
    collection: 'redirects',
    where: q.filters.old_url ? { old_url: { equals: q.filters.old_url } } : {},
    page: q.page,
    limit: q.perPage,
    sort: 'old_url',
    overrideAccess: false,
  })
  return list(result.docs.map(toRedirect), metaOf(result))
})

import { apiRoute } from '@/api/handler'
import { payloadClient } from '@/api/payload'
import { parseQuery } from '@/api/query'
import { list, metaOf } from '@/api/respond'
import { toComponent } from '@/api/serializers/simple'

/** GET /v1/components?filter[slug]=…&locale=… (spec §7). */
export const GET = apiRoute(async (request) => {
  const q = parseQuery(request, { filters: ['slug'], locale: true, paging: true })
  const payload = await payloadClient()
  const result = await payload.find({
    collection: 'components',
    where: q.filters.slug ? { slug: { equals: q.filters.slug } } : {},
    locale: q.locale,
    fallbackLocale: 'id',
    page: q.page,
    limit: q.perPage,
    sort: 'slug',
    overrideAccess: false,
  })
  return list(
    result.docs.map((doc) => toComponent(doc, q.locale)),
    metaOf(result),
  )
})

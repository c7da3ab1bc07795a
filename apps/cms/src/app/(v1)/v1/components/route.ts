import type { Where } from 'payload'
import { apiRoute } from '@/api/handler'
import { payloadClient } from '@/api/payload'
import { parseQuery } from '@/api/query'
import { list, pageMeta } from '@/api/respond'
import { toComponent } from '@/api/serializers/simple'

/** GET /v1/components?filter[slug]=…&locale=… (spec §7). */
export const GET = apiRoute(async (request) => {
  const q = parseQuery(request, { filters: ['slug'], locale: true, paging: true })
  const payload = await payloadClient()
  const where: Where = q.filters.slug ? { slug: { equals: q.filters.slug } } : {}
  const result = await payload.find({
    collection: 'components',
    where,
    locale: q.locale,
    fallbackLocale: 'id',
    page: q.page,
    limit: q.perPage,
    sort: 'slug',
    overrideAccess: false,
  })
  return list(
    result.docs.map((doc) => toComponent(doc, q.locale)),
    await pageMeta(q, result, () =>
      payload.count({ collection: 'components', where, locale: q.locale, overrideAccess: false }),
    ),
  )
})

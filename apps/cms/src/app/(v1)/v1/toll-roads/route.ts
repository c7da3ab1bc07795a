import type { Where } from 'payload'
import { previewAccess } from '@/api/auth'
import { apiRoute } from '@/api/handler'
import { payloadClient } from '@/api/payload'
import { parseQuery } from '@/api/query'
import { list, pageMeta, PRIVATE_NO_STORE, PUBLIC_CACHE } from '@/api/respond'
import { toTollRoad } from '@/api/serializers/tollRoad'

/** GET /v1/toll-roads?filter[slug]=…&locale=…[&draft=true]: sections with route, gates and tariff system. */
export const GET = apiRoute(async (request) => {
  const q = parseQuery(request, { filters: ['slug'], locale: true, paging: true, flags: ['draft'] })
  const payload = await payloadClient()
  const { user, draft, signedIn } = await previewAccess(payload, request, q.flags.draft)
  const where: Where = q.filters.slug ? { slug: { equals: q.filters.slug } } : {}
  const result = await payload.find({
    collection: 'toll-roads',
    where,
    locale: q.locale,
    fallbackLocale: 'id',
    draft,
    user,
    overrideAccess: false,
    page: q.page,
    limit: q.perPage,
    sort: 'slug',
    depth: 1,
  })
  return list(
    result.docs.map((doc) => toTollRoad(doc, q.locale)),
    await pageMeta(q, result, () =>
      payload.count({ collection: 'toll-roads', where, locale: q.locale, user, overrideAccess: false }),
    ),
    draft || signedIn ? PRIVATE_NO_STORE : PUBLIC_CACHE,
  )
})

import type { Where } from 'payload'
import { apiRoute } from '@/api/handler'
import { payloadClient } from '@/api/payload'
import { parseQuery } from '@/api/query'
import { list, pageMeta } from '@/api/respond'
import { toSetting } from '@/api/serializers/simple'

/** GET /v1/settings?filter[key]=…&locale=… (spec §7). */
export const GET = apiRoute(async (request) => {
  const q = parseQuery(request, { filters: ['key'], locale: true, paging: true })
  const payload = await payloadClient()
  const where: Where = q.filters.key ? { key: { equals: q.filters.key } } : {}
  const result = await payload.find({
    collection: 'settings',
    where,
    locale: q.locale,
    fallbackLocale: 'id',
    page: q.page,
    limit: q.perPage,
    sort: 'key',
    overrideAccess: false,
  })
  return list(
    result.docs.map((doc) => toSetting(doc, q.locale)),
    await pageMeta(q, result, () =>
      payload.count({ collection: 'settings', where, locale: q.locale, overrideAccess: false }),
    ),
  )
})

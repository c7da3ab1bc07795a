import type { Where } from 'payload'
import { apiRoute } from '@/api/handler'
import { payloadClient } from '@/api/payload'
import { parseQuery } from '@/api/query'
import { list, pageMeta } from '@/api/respond'
import { toMedia } from '@/api/serializers/media'

/** GET /v1/media?filter[id]=…&locale=…: images with their conversion map. */
export const GET = apiRoute(async (request) => {
  const q = parseQuery(request, { filters: ['id'], locale: true, paging: true })
  const payload = await payloadClient()
  const where: Where = q.filters.id ? { id: { equals: /^\d+$/.test(q.filters.id) ? Number(q.filters.id) : -1 } } : {}
  const result = await payload.find({
    collection: 'media',
    // ids are numeric on SQLite and PostgreSQL; anything else simply matches nothing
    where,
    locale: q.locale,
    fallbackLocale: 'id',
    page: q.page,
    limit: q.perPage,
    sort: '-createdAt',
    overrideAccess: false,
  })
  return list(
    result.docs.map(toMedia),
    await pageMeta(q, result, () =>
      payload.count({ collection: 'media', where, locale: q.locale, overrideAccess: false }),
    ),
  )
})

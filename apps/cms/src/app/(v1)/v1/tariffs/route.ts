import type { Where } from 'payload'
import { SLUG_PATTERN } from '@jtt/content-api'
import { badRequest } from '@/api/errors'
import { apiRoute } from '@/api/handler'
import { payloadClient } from '@/api/payload'
import { parseQuery } from '@/api/query'
import { list, pageMeta } from '@/api/respond'
import { toTariffTable } from '@/api/serializers/tollRoad'

/** GET /v1/tariffs?filter[road]=…&locale=…: each published section's tariff table (gate names per language). */
export const GET = apiRoute(async (request) => {
  const q = parseQuery(request, { filters: ['road'], locale: true, paging: true })
  const road = q.filters.road
  if (road !== undefined && !SLUG_PATTERN.test(road)) {
    throw badRequest('invalid_filter', `Filter 'road' must be a section slug.`)
  }
  const where: Where = road ? { slug: { equals: road } } : {}
  const payload = await payloadClient()
  const result = await payload.find({
    collection: 'toll-roads',
    where,
    locale: q.locale,
    fallbackLocale: 'id',
    overrideAccess: false,
    page: q.page,
    limit: q.perPage,
    sort: 'slug',
    depth: 0,
  })
  return list(
    result.docs.map(toTariffTable),
    await pageMeta(q, result, () =>
      payload.count({ collection: 'toll-roads', where, locale: q.locale, overrideAccess: false }),
    ),
  )
})

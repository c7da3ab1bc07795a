import { SLUG_PATTERN } from '@jtt/content-api'
import { badRequest } from '@/api/errors'
import { listResource } from '@/api/listResource'
import { toTariffTable } from '@/api/serializers/tollRoad'

/** GET /v1/tariffs?filter[road]=…&locale=…: each published section's tariff table (gate names per language). */
export const GET = listResource('toll-roads', {
  filters: ['road'],
  where: ({ road }) => {
    if (road !== undefined && !SLUG_PATTERN.test(road)) {
      throw badRequest('invalid_filter', `Filter 'road' must be a section slug.`)
    }
    return road ? { slug: { equals: road } } : undefined
  },
  sort: 'slug',
  depth: 0,
  serialize: (doc) => toTariffTable(doc),
})

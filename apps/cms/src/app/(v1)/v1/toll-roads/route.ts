import { listResource } from '@/api/listResource'
import { toTollRoad } from '@/api/serializers/tollRoad'

/** GET /v1/toll-roads?filter[slug]=…&locale=…[&draft=true]: sections with route, gates and tariff system. */
export const GET = listResource('toll-roads', {
  filters: ['slug'],
  where: ({ slug }) => (slug ? { slug: { equals: slug } } : undefined),
  sort: 'slug',
  depth: 1,
  drafts: true,
  serialize: (doc, { locale }) => toTollRoad(doc, locale),
})

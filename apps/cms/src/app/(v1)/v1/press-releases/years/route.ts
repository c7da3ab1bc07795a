import { countByYear } from '@/api/filters'
import { apiRoute } from '@/api/handler'
import { payloadClient } from '@/api/payload'
import { parseQuery } from '@/api/query'
import { item } from '@/api/respond'
import { jakartaYearOf } from '@/lib/jakartaYear'

/** GET /v1/press-releases/years: `[{ year, count }]` of published releases, newest year first (the year filter). */
export const GET = apiRoute(async (request) => {
  parseQuery(request, {})
  const payload = await payloadClient()
  const result = await payload.find({
    collection: 'press-releases',
    overrideAccess: false,
    pagination: false,
    depth: 0,
    select: { publishedAt: true },
  })
  return item(countByYear(result.docs.map((doc) => jakartaYearOf(doc.publishedAt))))
})

import { countByYear, documentTypeFilter } from '@/api/filters'
import { apiRoute } from '@/api/handler'
import { payloadClient } from '@/api/payload'
import { parseQuery } from '@/api/query'
import { item } from '@/api/respond'

/** GET /v1/documents/years?filter[type]=…: `[{ year, count }]` of published documents, newest year first. */
export const GET = apiRoute(async (request) => {
  const q = parseQuery(request, { filters: ['type'] })
  const type = documentTypeFilter(q.filters.type)
  const payload = await payloadClient()
  const result = await payload.find({
    collection: 'documents',
    where: type ? { type: { equals: type } } : {},
    overrideAccess: false,
    pagination: false,
    depth: 0,
    select: { year: true },
  })
  return item(countByYear(result.docs.map((doc) => doc.year)))
})

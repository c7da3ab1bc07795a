import { SEARCH_TYPES, type SearchType } from '@jtt/content-api'
import { badRequest } from '@/api/errors'
import { apiRoute } from '@/api/handler'
import { payloadClient } from '@/api/payload'
import { parseQuery } from '@/api/query'
import { json, PUBLIC_CACHE } from '@/api/respond'
import { searchContent } from '@/search/searchContent'
import { readQueryText } from '@/search/text'

const isType = (value: string): value is SearchType => (SEARCH_TYPES as readonly string[]).includes(value)

/**
 * GET /v1/search?q=…&locale=…&filter[type]=…&page=…&per_page=…: published content of every
 * searchable type, ranked, with highlights, facets and suggestions. Any `q` is a query (cut to its
 * maximum length; none or only symbols finds nothing); unknown parameters and types are 400s.
 */
export const GET = apiRoute(async (request) => {
  const q = parseQuery(request, { filters: ['type'], locale: true, paging: true, text: ['q'] })
  const type = q.filters.type
  if (type !== undefined && !isType(type)) {
    throw badRequest('invalid_filter', `Unknown type '${type}'. Use one of: ${SEARCH_TYPES.join(', ')}.`)
  }
  const body = await searchContent(await payloadClient(), {
    text: readQueryText(q.text.q ?? ''),
    locale: q.locale,
    type,
    page: q.page,
    perPage: q.perPage,
  })
  return json(body, 200, PUBLIC_CACHE)
})

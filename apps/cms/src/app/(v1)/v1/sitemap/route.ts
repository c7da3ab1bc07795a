import { paginationMeta, SITE_CONTENT_TYPES, type SiteContentType } from '@jtt/content-api'
import { badRequest } from '@/api/errors'
import { apiRoute } from '@/api/handler'
import { payloadClient } from '@/api/payload'
import { parseQuery } from '@/api/query'
import { list } from '@/api/respond'
import { siteEntries } from '@/api/siteEntries'

const isType = (value: string): value is SiteContentType => (SITE_CONTENT_TYPES as readonly string[]).includes(value)

/**
 * GET /v1/sitemap?filter[type]=…: every published item the site has a page for, with its URL key per
 * language — the site's sitemap and the list its router checks dynamic paths against.
 */
export const GET = apiRoute(async (request) => {
  const q = parseQuery(request, { filters: ['type'], paging: true })
  const type = q.filters.type
  if (type !== undefined && !isType(type)) {
    throw badRequest('invalid_filter', `Unknown type '${type}'. Use one of: ${SITE_CONTENT_TYPES.join(', ')}.`)
  }
  const entries = await siteEntries(await payloadClient(), type)
  const start = (q.page - 1) * q.perPage
  return list(entries.slice(start, start + q.perPage), paginationMeta(q.page, q.perPage, entries.length))
})

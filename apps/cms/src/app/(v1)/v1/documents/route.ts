import type { Where } from 'payload'
import { previewAccess } from '@/api/auth'
import { documentTypeFilter, yearFilter } from '@/api/filters'
import { apiRoute } from '@/api/handler'
import { payloadClient } from '@/api/payload'
import { parseQuery } from '@/api/query'
import { list, pageMeta, PRIVATE_NO_STORE, PUBLIC_CACHE } from '@/api/respond'
import { toDocument } from '@/api/serializers/document'
import { untranslatedDocs } from '@/api/untranslated'

/**
 * GET /v1/documents?filter[type]=…&filter[year]=…&locale=…[&draft=true]: published PDF documents,
 * newest year first (then newest publication), each with its cover and the file's URL and size.
 */
export const GET = apiRoute(async (request) => {
  const q = parseQuery(request, { filters: ['type', 'year'], locale: true, paging: true, flags: ['draft'] })
  const type = documentTypeFilter(q.filters.type)
  const year = yearFilter(q.filters.year)
  const payload = await payloadClient()
  const { user, draft, signedIn } = await previewAccess(payload, request, q.flags.draft)

  const where: Where = {
    ...(type ? { type: { equals: type } } : {}),
    ...(year !== undefined ? { year: { equals: year } } : {}),
  }
  const result = await payload.find({
    collection: 'documents',
    where,
    locale: q.locale,
    fallbackLocale: 'id',
    draft,
    user,
    overrideAccess: false,
    page: q.page,
    limit: q.perPage,
    sort: ['-year', '-publishedAt', '-id'],
    depth: 1,
  })
  const untranslated = await untranslatedDocs(payload, 'documents', result.docs, { locale: q.locale, draft, user })
  return list(
    result.docs.map((doc) => toDocument(doc, q.locale, untranslated.get(String(doc.id)))),
    await pageMeta(q, result, () =>
      payload.count({ collection: 'documents', where, locale: q.locale, user, overrideAccess: false }),
    ),
    draft || signedIn ? PRIVATE_NO_STORE : PUBLIC_CACHE,
  )
})

import type { Where } from 'payload'
import { previewAccess } from '@/api/auth'
import { apiRoute } from '@/api/handler'
import { payloadClient } from '@/api/payload'
import { parseQuery } from '@/api/query'
import { list, pageMeta, PRIVATE_NO_STORE, PUBLIC_CACHE } from '@/api/respond'
import { toBusinessLine } from '@/api/serializers/businessLine'
import { slugsOf, slugWhere } from '@/api/slugs'
import { untranslatedDocs } from '@/api/untranslated'

/** GET /v1/business-lines?filter[slug]=…&locale=…[&draft=true]: JTT's business lines in their order. */
export const GET = apiRoute(async (request) => {
  const q = parseQuery(request, { filters: ['slug'], locale: true, paging: true, flags: ['draft'] })
  const payload = await payloadClient()
  const { user, draft, signedIn } = await previewAccess(payload, request, q.flags.draft)
  const read = { locale: q.locale, draft, user }
  const where: Where = q.filters.slug ? await slugWhere(payload, 'business-lines', q.filters.slug, q.locale, read) : {}
  const result = await payload.find({
    collection: 'business-lines',
    where,
    ...read,
    fallbackLocale: 'id',
    overrideAccess: false,
    page: q.page,
    limit: q.perPage,
    sort: ['order', 'id'],
    depth: 1,
  })
  const [slugs, untranslated] = await Promise.all([
    slugsOf(payload, 'business-lines', result.docs, read),
    untranslatedDocs(payload, 'business-lines', result.docs, read),
  ])
  return list(
    result.docs.map((doc) => {
      const id = String(doc.id)
      return toBusinessLine(doc, q.locale, slugs.get(id) ?? { id: doc.slug, en: doc.slug }, untranslated.get(id))
    }),
    await pageMeta(q, result, () =>
      payload.count({ collection: 'business-lines', where, locale: q.locale, user, overrideAccess: false }),
    ),
    draft || signedIn ? PRIVATE_NO_STORE : PUBLIC_CACHE,
  )
})

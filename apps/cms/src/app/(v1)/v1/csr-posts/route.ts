import type { Where } from 'payload'
import { previewAccess } from '@/api/auth'
import { apiRoute } from '@/api/handler'
import { idFilterValue } from '@/api/idFilter'
import { payloadClient } from '@/api/payload'
import { parseQuery } from '@/api/query'
import { list, pageMeta, PRIVATE_NO_STORE, PUBLIC_CACHE } from '@/api/respond'
import { toCsrPost } from '@/api/serializers/csr'
import { untranslatedDocs } from '@/api/untranslated'

/** GET /v1/csr-posts?filter[id]=…&locale=…[&draft=true]: CSR activities, newest first. */
export const GET = apiRoute(async (request) => {
  const q = parseQuery(request, { filters: ['id'], locale: true, paging: true, flags: ['draft'] })
  const payload = await payloadClient()
  const { user, draft, signedIn } = await previewAccess(payload, request, q.flags.draft)
  const where: Where = q.filters.id ? { id: { equals: idFilterValue(q.filters.id) } } : {}
  const result = await payload.find({
    collection: 'csr-posts',
    where,
    locale: q.locale,
    fallbackLocale: 'id',
    draft,
    user,
    overrideAccess: false,
    page: q.page,
    limit: q.perPage,
    sort: ['-publishedAt', '-id'],
    depth: 1,
  })
  const untranslated = await untranslatedDocs(payload, 'csr-posts', result.docs, { locale: q.locale, draft, user })
  return list(
    result.docs.map((doc) => toCsrPost(doc, q.locale, untranslated.get(String(doc.id)))),
    await pageMeta(q, result, () =>
      payload.count({ collection: 'csr-posts', where, locale: q.locale, user, overrideAccess: false }),
    ),
    draft || signedIn ? PRIVATE_NO_STORE : PUBLIC_CACHE,
  )
})

import type { Where } from 'payload'
import { previewAccess } from '@/api/auth'
import { apiRoute } from '@/api/handler'
import { payloadClient } from '@/api/payload'
import { parseQuery } from '@/api/query'
import { list, pageMeta, PRIVATE_NO_STORE, PUBLIC_CACHE } from '@/api/respond'
import { toPage } from '@/api/serializers/page'
import { slugsOf, slugWhere } from '@/api/slugs'
import { untranslatedDocs } from '@/api/untranslated'

/** GET /v1/pages?filter[slug]=…&locale=…[&draft=true]: published pages; drafts with `content:preview`. */
export const GET = apiRoute(async (request) => {
  const q = parseQuery(request, { filters: ['slug'], locale: true, paging: true, flags: ['draft'] })
  const payload = await payloadClient()
  const { user, draft, signedIn } = await previewAccess(payload, request, q.flags.draft)
  const read = { locale: q.locale, draft, user }

  const where: Where = q.filters.slug ? await slugWhere(payload, 'pages', q.filters.slug, q.locale, read) : {}
  const result = await payload.find({
    collection: 'pages',
    where,
    ...read,
    fallbackLocale: 'id',
    overrideAccess: false,
    page: q.page,
    limit: q.perPage,
    sort: 'slug',
    depth: 1,
  })
  const [slugs, untranslated] = await Promise.all([
    slugsOf(payload, 'pages', result.docs, read),
    untranslatedDocs(payload, 'pages', result.docs, read),
  ])
  const data = result.docs.map((doc) => {
    const id = String(doc.id)
    return toPage(doc, q.locale, slugs.get(id) ?? { id: doc.slug, en: doc.slug }, untranslated.get(id))
  })
  return list(
    data,
    await pageMeta(q, result, () =>
      payload.count({ collection: 'pages', where, locale: q.locale, user, overrideAccess: false }),
    ),
    draft || signedIn ? PRIVATE_NO_STORE : PUBLIC_CACHE,
  )
})

import type { Where } from 'payload'
import { previewAccess } from '@/api/auth'
import { apiRoute } from '@/api/handler'
import { localizedSlugs } from '@/api/localizedSlugs'
import { payloadClient } from '@/api/payload'
import { parseQuery } from '@/api/query'
import { list, pageMeta, PRIVATE_NO_STORE, PUBLIC_CACHE } from '@/api/respond'
import { toPage } from '@/api/serializers/page'

/** GET /v1/pages?filter[slug]=…&locale=…[&draft=true]: published pages; drafts with `content:preview`. */
export const GET = apiRoute(async (request) => {
  const q = parseQuery(request, { filters: ['slug'], locale: true, paging: true, flags: ['draft'] })
  const payload = await payloadClient()
  const { user, draft } = await previewAccess(payload, request, q.flags.draft)

  const where: Where = q.filters.slug ? { slug: { equals: q.filters.slug } } : {}
  const result = await payload.find({
    collection: 'pages',
    where,
    locale: q.locale,
    fallbackLocale: 'id',
    draft,
    user,
    overrideAccess: false,
    page: q.page,
    limit: q.perPage,
    sort: 'slug',
    depth: 1,
  })
  const slugs = await localizedSlugs(
    payload,
    'pages',
    result.docs.map((doc) => doc.id),
    { draft, user },
  )
  const data = result.docs.map((doc) =>
    toPage(doc, q.locale, slugs.get(String(doc.id)) ?? { id: doc.slug, en: doc.slug }),
  )
  return list(
    data,
    await pageMeta(q, result, () =>
      payload.count({ collection: 'pages', where, locale: q.locale, user, overrideAccess: false }),
    ),
    draft || user ? PRIVATE_NO_STORE : PUBLIC_CACHE,
  )
})

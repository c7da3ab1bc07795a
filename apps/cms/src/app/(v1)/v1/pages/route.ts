import type { Payload, Where } from 'payload'
import type { Locale } from '@jtt/content-api'
import { previewAccess } from '@/api/auth'
import { apiRoute } from '@/api/handler'
import { payloadClient } from '@/api/payload'
import { parseQuery } from '@/api/query'
import { list, pageMeta, PRIVATE_NO_STORE, PUBLIC_CACHE } from '@/api/respond'
import { toPage } from '@/api/serializers/page'
import type { Page, User } from '@/payload-types'

/** Each page's slug in both languages (English falls back to Indonesian), for the language switch. */
async function slugsOf(payload: Payload, docs: Page[], draft: boolean, user: User | null) {
  if (docs.length === 0) return new Map<string, { id: string; en: string }>()
  const all = await payload.find({
    collection: 'pages',
    where: { id: { in: docs.map((doc) => doc.id) } },
    locale: 'all',
    draft,
    user,
    overrideAccess: false,
    pagination: false,
    select: { slug: true },
  })
  return new Map(
    all.docs.map((doc) => {
      // locale 'all' answers localized fields as { id, en }; the generated type says string
      const slug = doc.slug as unknown as Partial<Record<Locale, string>>
      const id = slug.id ?? ''
      return [String(doc.id), { id, en: slug.en || id }]
    }),
  )
}

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
  const slugs = await slugsOf(payload, result.docs, draft, user)
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

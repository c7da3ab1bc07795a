import type { Where } from 'payload'
import { previewAccess } from '@/api/auth'
import { yearFilter } from '@/api/filters'
import { apiRoute } from '@/api/handler'
import { slugsOf } from '@/api/slugs'
import { payloadClient } from '@/api/payload'
import { parseQuery } from '@/api/query'
import { list, pageMeta, PRIVATE_NO_STORE, PUBLIC_CACHE } from '@/api/respond'
import { toPressReleaseSummary } from '@/api/serializers/pressRelease'
import { untranslatedDocs } from '@/api/untranslated'
import { jakartaYearRange } from '@/lib/jakartaYear'

/**
 * GET /v1/press-releases?filter[year]=…&locale=…[&draft=true]: newest first, as lists show them
 * (the full release is GET /v1/press-releases/{slug}). A year is a calendar year in Jakarta time.
 */
export const GET = apiRoute(async (request) => {
  const q = parseQuery(request, { filters: ['year'], locale: true, paging: true, flags: ['draft'] })
  const year = yearFilter(q.filters.year)
  const payload = await payloadClient()
  const { user, draft, signedIn } = await previewAccess(payload, request, q.flags.draft)

  const range = year === undefined ? null : jakartaYearRange(year)
  const where: Where = range ? { publishedAt: { greater_than_equal: range.start, less_than: range.end } } : {}
  const result = await payload.find({
    collection: 'press-releases',
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
    select: { title: true, slug: true, publishedAt: true, excerpt: true, body: true, image: true },
  })
  const [slugs, untranslated] = await Promise.all([
    slugsOf(payload, 'press-releases', result.docs, { draft, user }),
    untranslatedDocs(payload, 'press-releases', result.docs, { locale: q.locale, draft, user }),
  ])
  return list(
    result.docs.map((doc) => toPressReleaseSummary(doc, slugs, untranslated.get(String(doc.id)))),
    await pageMeta(q, result, () =>
      payload.count({ collection: 'press-releases', where, locale: q.locale, user, overrideAccess: false }),
    ),
    draft || signedIn ? PRIVATE_NO_STORE : PUBLIC_CACHE,
  )
})

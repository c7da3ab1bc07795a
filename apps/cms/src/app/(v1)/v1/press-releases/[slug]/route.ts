import { SLUG_PATTERN } from '@jtt/content-api'
import { previewAccess } from '@/api/auth'
import { notFound } from '@/api/errors'
import { apiRoute } from '@/api/handler'
import { localizedSlugs } from '@/api/localizedSlugs'
import { payloadClient } from '@/api/payload'
import { parseQuery } from '@/api/query'
import { item, PRIVATE_NO_STORE } from '@/api/respond'
import { relatedReleases } from '@/api/relatedReleases'
import { toPressRelease } from '@/api/serializers/pressRelease'

/** The `{slug}` of the path, or null when it cannot be one (it then names no release). */
function slugOf(request: Request): string | null {
  const segment = new URL(request.url).pathname.split('/').pop() ?? ''
  try {
    const slug = decodeURIComponent(segment)
    return SLUG_PATTERN.test(slug) ? slug : null
  } catch {
    return null
  }
}

/**
 * GET /v1/press-releases/{slug}?locale=…[&draft=true]: one release in full, by its slug in that
 * language — body, images, attachments and related releases; 404 not_found for anything else.
 */
export const GET = apiRoute(async (request) => {
  const q = parseQuery(request, { locale: true, flags: ['draft'] })
  const payload = await payloadClient()
  const { user, draft } = await previewAccess(payload, request, q.flags.draft)
  const slug = slugOf(request)
  if (!slug) throw notFound('No press release has this slug.')

  const found = await payload.find({
    collection: 'press-releases',
    where: { slug: { equals: slug } },
    locale: q.locale,
    fallbackLocale: 'id',
    draft,
    user,
    overrideAccess: false,
    limit: 1,
    depth: 2,
    // Related releases and attachments need no more than their summary and cover.
    populate: {
      'press-releases': { title: true, slug: true, publishedAt: true, excerpt: true, body: true, image: true },
    },
  })
  const doc = found.docs[0]
  if (!doc) throw notFound('No press release has this slug.')

  const related = await relatedReleases(payload, doc, { locale: q.locale, draft, user })
  const slugs = await localizedSlugs(payload, 'press-releases', [doc.id, ...related.map((r) => r.id)], { draft, user })
  const body = toPressRelease(doc, q.locale, slugs, related)
  return draft || user ? item(body, PRIVATE_NO_STORE) : item(body)
})

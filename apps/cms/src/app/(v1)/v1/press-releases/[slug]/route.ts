import { DEFAULT_LOCALE, SLUG_PATTERN, type Locale } from '@jtt/content-api'
import type { Payload, Where } from 'payload'
import { previewAccess } from '@/api/auth'
import { notFound } from '@/api/errors'
import { apiRoute } from '@/api/handler'
import { slugsOf } from '@/api/slugs'
import { payloadClient } from '@/api/payload'
import { parseQuery } from '@/api/query'
import { item, PRIVATE_NO_STORE } from '@/api/respond'
import { relatedReleases } from '@/api/relatedReleases'
import { populated } from '@/api/serializers/document'
import { toPressRelease } from '@/api/serializers/pressRelease'
import { untranslatedDocs } from '@/api/untranslated'
import type { User } from '@/payload-types'

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

type Access = { draft: boolean; user: User | null }

const readRelease = (payload: Payload, where: Where, locale: Locale, { draft, user }: Access) =>
  payload
    .find({
      collection: 'press-releases',
      where,
      locale,
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
    .then((result) => result.docs[0] ?? null)

/**
 * The release with this slug in this language. A release never saved in English is listed under its
 * Indonesian slug there too (the sitemap's key, `slugs.en`), so that slug finds it in English as well.
 */
async function findBySlug(payload: Payload, slug: string, locale: Locale, access: Access) {
  const found = await readRelease(payload, { slug: { equals: slug } }, locale, access)
  if (found || locale === DEFAULT_LOCALE) return found
  const indonesian = await readRelease(payload, { slug: { equals: slug } }, DEFAULT_LOCALE, access)
  if (!indonesian) return null
  const slugs = await slugsOf(payload, 'press-releases', [indonesian], access)
  if (slugs.get(String(indonesian.id))?.[locale] !== slug) return null
  return readRelease(payload, { id: { equals: indonesian.id } }, locale, access)
}

/**
 * GET /v1/press-releases/{slug}?locale=…[&draft=true]: one release in full, by its slug in that
 * language — body, images, attachments and related releases; 404 not_found for anything else.
 */
export const GET = apiRoute(async (request) => {
  const q = parseQuery(request, { locale: true, flags: ['draft'] })
  const payload = await payloadClient()
  const { user, draft, signedIn } = await previewAccess(payload, request, q.flags.draft)
  const slug = slugOf(request)
  if (!slug) throw notFound('No press release has this slug.')

  const doc = await findBySlug(payload, slug, q.locale, { draft, user })
  if (!doc) throw notFound('No press release has this slug.')

  const related = await relatedReleases(payload, doc, { locale: q.locale, draft, user })
  const read = { locale: q.locale, draft, user }
  const [slugs, untranslated, attachmentsUntranslated] = await Promise.all([
    slugsOf(payload, 'press-releases', [doc, ...related], { draft, user }),
    untranslatedDocs(payload, 'press-releases', [doc, ...related], read),
    untranslatedDocs(payload, 'documents', populated(doc.attachments), read),
  ])
  const body = toPressRelease(doc, q.locale, slugs, related, untranslated, attachmentsUntranslated)
  return draft || signedIn ? item(body, PRIVATE_NO_STORE) : item(body)
})

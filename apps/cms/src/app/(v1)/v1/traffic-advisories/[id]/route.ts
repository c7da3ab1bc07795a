import { previewAccess } from '@/api/auth'
import { notFound } from '@/api/errors'
import { apiRoute } from '@/api/handler'
import { idFilterValue } from '@/api/idFilter'
import { payloadClient } from '@/api/payload'
import { parseQuery } from '@/api/query'
import { item, PRIVATE_NO_STORE } from '@/api/respond'
import { toTrafficAdvisory } from '@/api/serializers/trafficAdvisory'
import { untranslatedDocs } from '@/api/untranslated'
import { cacheUntil } from '@/trafficAdvisories/timeWindow'

const NOT_FOUND = 'No traffic advisory has this id.'

/** The next start or end of this advisory still ahead (ms), or null. */
const nextOf = (doc: { startsAt: string; endsAt?: string | null }, now: number) =>
  [doc.startsAt, doc.endsAt].map((t) => (t ? Date.parse(t) : NaN)).find((t) => t > now) ?? null

/**
 * GET /v1/traffic-advisories/{id}?locale=…[&draft=true]: one advisory, past ones too (their page
 * stays shareable and says it has ended); 404 not_found for anything else.
 */
export const GET = apiRoute(async (request) => {
  const q = parseQuery(request, { locale: true, flags: ['draft'] })
  const payload = await payloadClient()
  const { user, draft, signedIn } = await previewAccess(payload, request, q.flags.draft)
  // Anything but a whole number names no advisory (idFilterValue), so the segment needs no decoding.
  const id = idFilterValue(new URL(request.url).pathname.split('/').pop() ?? '')
  const read = { locale: q.locale, draft, user }
  const found = await payload.find({
    collection: 'traffic-advisories',
    where: { id: { equals: id } },
    ...read,
    fallbackLocale: 'id',
    overrideAccess: false,
    limit: 1,
    depth: 1,
    populate: {
      'toll-roads': { slug: true, name: true, start: true, end: true },
      'press-releases': { slug: true, title: true },
    },
  })
  const doc = found.docs[0]
  if (!doc) throw notFound(NOT_FOUND)
  const untranslated = await untranslatedDocs(payload, 'traffic-advisories', [doc], read)
  const now = Date.now()
  const body = toTrafficAdvisory(doc, q.locale, now, untranslated.get(String(doc.id)))
  if (!body) throw notFound(NOT_FOUND)
  return draft || signedIn ? item(body, PRIVATE_NO_STORE) : item(body, cacheUntil(nextOf(doc, now), now))
})

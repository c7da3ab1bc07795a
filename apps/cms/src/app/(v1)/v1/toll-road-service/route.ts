import { previewAccess } from '@/api/auth'
import { notFound } from '@/api/errors'
import { apiRoute } from '@/api/handler'
import { payloadClient } from '@/api/payload'
import { parseQuery } from '@/api/query'
import { item, PRIVATE_NO_STORE } from '@/api/respond'
import { toTollRoadService } from '@/api/serializers/tollRoadService'

/** GET /v1/toll-road-service?locale=…[&draft=true]: contacts, payment methods and traffic links. */
export const GET = apiRoute(async (request) => {
  const q = parseQuery(request, { locale: true, flags: ['draft'] })
  const payload = await payloadClient()
  const { user, draft, signedIn } = await previewAccess(payload, request, q.flags.draft)
  const doc = await payload.findGlobal({
    slug: 'toll-road-service',
    locale: q.locale,
    fallbackLocale: 'id',
    draft,
    user,
    overrideAccess: false,
    depth: 1,
  })
  if (!doc.title) throw notFound('The toll-road service page has no content yet.')
  const body = toTollRoadService(doc, q.locale)
  return draft || signedIn ? item(body, PRIVATE_NO_STORE) : item(body)
})

import { previewAccess } from '@/api/auth'
import { notFound } from '@/api/errors'
import { apiRoute } from '@/api/handler'
import { payloadClient } from '@/api/payload'
import { parseQuery } from '@/api/query'
import { item, PRIVATE_NO_STORE } from '@/api/respond'
import { toHome } from '@/api/serializers/home'

/** GET /v1/home?locale=…[&draft=true]: the home page; drafts need a token with `content:preview`. */
export const GET = apiRoute(async (request) => {
  const q = parseQuery(request, { locale: true, flags: ['draft'] })
  const payload = await payloadClient()
  const { user, draft, signedIn } = await previewAccess(payload, request, q.flags.draft)
  const doc = await payload.findGlobal({
    slug: 'home',
    locale: q.locale,
    fallbackLocale: 'id',
    draft,
    user,
    overrideAccess: false,
    depth: 1,
  })
  if (!doc.hero?.title) throw notFound('The home page has no content yet.')
  const body = toHome(doc, q.locale)
  return draft || signedIn ? item(body, PRIVATE_NO_STORE) : item(body)
})

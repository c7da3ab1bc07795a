import { previewAccess } from '@/api/auth'
import { apiRoute } from '@/api/handler'
import { payloadClient } from '@/api/payload'
import { parseQuery } from '@/api/query'
import { item, PRIVATE_NO_STORE } from '@/api/respond'
import { toInvestorRelations } from '@/api/serializers/investorRelations'

/**
 * GET /v1/investor-relations?locale=…[&draft=true]: the investor-relations section's content. Always
 * answers (parts never filled in are empty), so the section's document lists work on their own.
 */
export const GET = apiRoute(async (request) => {
  const q = parseQuery(request, { locale: true, flags: ['draft'] })
  const payload = await payloadClient()
  const { user, draft, signedIn } = await previewAccess(payload, request, q.flags.draft)
  const doc = await payload.findGlobal({
    slug: 'investor-relations',
    locale: q.locale,
    fallbackLocale: 'id',
    draft,
    user,
    overrideAccess: false,
    depth: 0,
  })
  const body = toInvestorRelations(doc, q.locale)
  return draft || signedIn ? item(body, PRIVATE_NO_STORE) : item(body)
})

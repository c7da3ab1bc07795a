import { previewAccess } from '@/api/auth'
import { apiRoute } from '@/api/handler'
import { payloadClient } from '@/api/payload'
import { parseQuery } from '@/api/query'
import { item, PRIVATE_NO_STORE } from '@/api/respond'
import { toInvestorRelations } from '@/api/serializers/investorRelations'
import { untranslatedGlobal } from '@/api/untranslated'

/**
 * GET /v1/investor-relations?locale=…[&draft=true]: the investor-relations section's content. Always
 * answers (parts never filled in are empty), so the section's document lists work on their own.
 */
export const GET = apiRoute(async (request) => {
  const q = parseQuery(request, { locale: true, flags: ['draft'] })
  const payload = await payloadClient()
  const { user, draft, signedIn } = await previewAccess(payload, request, q.flags.draft)
  const read = { locale: q.locale, draft, user } as const
  const doc = await payload.findGlobal({
    slug: 'investor-relations',
    ...read,
    fallbackLocale: 'id',
    overrideAccess: false,
    depth: 0,
  })
  const body = toInvestorRelations(doc, q.locale, await untranslatedGlobal(payload, 'investor-relations', doc, read))
  return draft || signedIn ? item(body, PRIVATE_NO_STORE) : item(body)
})

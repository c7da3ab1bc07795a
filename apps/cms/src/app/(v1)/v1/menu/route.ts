import { apiRoute } from '@/api/handler'
import { payloadClient } from '@/api/payload'
import { parseQuery } from '@/api/query'
import { item } from '@/api/respond'
import { toMenuItem } from '@/api/serializers/menu'

/**
 * GET /v1/menu?locale=…: the main menu tree. Titles come as id/en pairs (spec §3), so `locale`
 * is accepted for symmetry with the other calls but does not change the answer.
 */
export const GET = apiRoute(async (request) => {
  parseQuery(request, { locale: true })
  const payload = await payloadClient()
  const navigation = await payload.findGlobal({ slug: 'navigation', locale: 'all', overrideAccess: false })
  // locale 'all' turns localized fields into { id, en } objects, which the generated types do not model
  const items = (navigation.items ?? []) as unknown as Parameters<typeof toMenuItem>[0][]
  return item(items.map(toMenuItem))
})

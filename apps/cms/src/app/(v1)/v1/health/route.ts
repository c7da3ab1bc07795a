import { apiRoute } from '@/api/handler'
import { payloadClient } from '@/api/payload'
import { parseQuery } from '@/api/query'
import { item, PRIVATE_NO_STORE } from '@/api/respond'

/** GET /v1/health: 200 once Payload is initialised and the database answers (readiness). */
export const GET = apiRoute(async (request) => {
  parseQuery(request, {})
  const payload = await payloadClient()
  await payload.count({ collection: 'users', overrideAccess: true })
  return item({ status: 'ok' as const }, PRIVATE_NO_STORE)
})

import { requireBearerUser } from '@/api/auth'
import { apiRoute } from '@/api/handler'
import { payloadClient } from '@/api/payload'
import { item, PRIVATE_NO_STORE } from '@/api/respond'
import { toProfile } from '@/api/serializers/profile'

/** GET /v1/current-user/profile with `Authorization: Bearer …` (spec §7). */
export const GET = apiRoute(async (request) => {
  const payload = await payloadClient()
  const user = await requireBearerUser(payload, request)
  return item(toProfile(user), PRIVATE_NO_STORE)
})

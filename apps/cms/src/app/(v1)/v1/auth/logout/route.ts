import { createLocalReq, logoutOperation } from 'payload'
import { requireBearerUser } from '@/api/auth'
import { apiRoute } from '@/api/handler'
import { payloadClient } from '@/api/payload'
import { item, PRIVATE_NO_STORE } from '@/api/respond'
import { oneAtATime } from '@/auth/oneAtATime'

/** POST /v1/auth/logout: ends the token's session, so the same token is refused from now on. */
export const POST = apiRoute(async (request) => {
  const payload = await payloadClient()
  const user = await requireBearerUser(payload, request)
  const req = await createLocalReq({ user }, payload)
  await oneAtATime(user.email, () =>
    logoutOperation({ collection: payload.collections.users, req, allSessions: false }),
  )
  return item({ loggedOut: true as const }, PRIVATE_NO_STORE)
})

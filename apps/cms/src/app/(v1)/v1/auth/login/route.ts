import { AuthenticationError, LockedAuth } from 'payload'
import { loginRequestSchema } from '@jtt/content-api'
import { ApiError, badRequest, invalidCredentials } from '@/api/errors'
import { apiRoute } from '@/api/handler'
import { readJson } from '@/api/readJson'
import { payloadClient } from '@/api/payload'
import { item, PRIVATE_NO_STORE } from '@/api/respond'

/** POST /v1/auth/login `{ email, password }` → a bearer token (spec §7). Five failures lock the account. */
export const POST = apiRoute(async (request) => {
  const parsed = loginRequestSchema.safeParse(await readJson(request))
  if (!parsed.success) throw badRequest('validation_failed', 'Send a JSON body with a valid "email" and a "password".')
  const payload = await payloadClient()
  try {
    const result = await payload.login({ collection: 'users', data: parsed.data })
    if (!result.token || !result.exp) throw invalidCredentials()
    return item(
      { token: result.token, tokenType: 'Bearer' as const, expiresAt: new Date(result.exp * 1000).toISOString() },
      PRIVATE_NO_STORE,
    )
  } catch (error) {
    if (error instanceof ApiError) throw error
    if (error instanceof AuthenticationError || error instanceof LockedAuth) throw invalidCredentials()
    throw error
  }
})

import { loginRequestSchema } from '@jtt/content-api'
import { ApiError, badRequest, tooManyRequests } from '@/api/errors'
import { apiRoute } from '@/api/handler'
import { readJson } from '@/api/readJson'
import { payloadClient } from '@/api/payload'
import { item, PRIVATE_NO_STORE } from '@/api/respond'
import { GENERIC_LOGIN_FAILURE, guardLogin, TooManyLoginAttempts } from '@/auth/loginGuard'
import { oneAtATime } from '@/auth/oneAtATime'
import { clientIpOf } from '@/lib/rateLimit'

const invalidCredentials = () => new ApiError(401, 'unauthorized', GENERIC_LOGIN_FAILURE)

/** Payload refuses a login (wrong password, unknown or locked account) with a 401 error of its own. */
const isRefusedLogin = (error: unknown) =>
  typeof error === 'object' && error !== null && 'status' in error && error.status === 401

/**
 * POST /v1/auth/login `{ email, password }` → a bearer token (spec §7). Five failures lock the
 * account; failures from one address are rate-limited and all take as long as a password check.
 */
export const POST = apiRoute(async (request) => {
  const parsed = loginRequestSchema.safeParse(await readJson(request))
  if (!parsed.success) throw badRequest('validation_failed', 'Send a JSON body with a valid "email" and a "password".')
  const payload = await payloadClient()
  try {
    const result = await guardLogin(clientIpOf(request.headers), () =>
      oneAtATime(parsed.data.email, () => payload.login({ collection: 'users', data: parsed.data })),
    )
    if (!result.token || !result.exp) throw invalidCredentials()
    return item(
      { token: result.token, tokenType: 'Bearer' as const, expiresAt: new Date(result.exp * 1000).toISOString() },
      PRIVATE_NO_STORE,
    )
  } catch (error) {
    if (error instanceof TooManyLoginAttempts) throw tooManyRequests(error.message, error.retryAfterSeconds)
    if (isRefusedLogin(error)) throw invalidCredentials()
    throw error
  }
})

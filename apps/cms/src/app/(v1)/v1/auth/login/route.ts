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
 * POST /v1/auth/login `{ email, password }` → a bearer token (spec §7). Five failures on an account
 * lock it for 15 minutes (429), as do 20 from one address; every failure takes as long as a password check.
 */
export const POST = apiRoute(async (request) => {
  const parsed = loginRequestSchema.safeParse(await readJson(request))
  if (!parsed.success) throw badRequest('validation_failed', 'Send a JSON body with a valid "email" and a "password".')
  const payload = await payloadClient()
  try {
    const client = { ip: clientIpOf(request.headers), email: parsed.data.email }
    const result = await guardLogin(client, () =>
      oneAtATime(parsed.data.email, () => payload.login({ collection: 'users', data: parsed.data })),
    )
    if (!result.token || !result.exp) throw invalidCredentials()
    return item(
      { token: result.token, tokenType: 'Bearer' as const, expiresAt: new Date(result.exp * 1000).toISOString() },
      PRIVATE_NO_STORE,
    )
  } catch (error) {
    if (error instanceof TooManyLoginAttempts)
      // `locked`: the account's limit, told apart so the site can say the account is locked for a while.
      throw tooManyRequests(error.message, error.retryAfterSeconds, error.limited === 'account' ? 'locked' : undefined)
    if (isRefusedLogin(error)) throw invalidCredentials()
    throw error
  }
})

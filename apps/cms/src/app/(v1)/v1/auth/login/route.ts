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

/** Payload refuses a login (wrong password, unknown account) with a 401 error of its own. */
const isRefusedLogin = (error: unknown) =>
  typeof error === 'object' && error !== null && 'status' in error && error.status === 401

/**
 * POST /v1/auth/login `{ email, password }` → a bearer token (spec §7). An address is refused (429)
 * after 5 failures on one account or 20 in all within 15 minutes; an account is never locked, only
 * its failures answered later while it is attacked (see loginGuard.ts). Every failure takes as long
 * as a password check.
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
    // The address's limit, on this account or on all: one answer that says nothing about the account.
    if (error instanceof TooManyLoginAttempts) throw tooManyRequests(error.message, error.retryAfterSeconds)
    if (isRefusedLogin(error)) throw invalidCredentials()
    throw error
  }
})

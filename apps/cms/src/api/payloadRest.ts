import { withInterfaceLanguage } from '../auth/interfaceLanguageCookie'
import { guardLogin, loginFailureIn, TooManyLoginAttempts } from '../auth/loginGuard'
import { oneAtATime } from '../auth/oneAtATime'
import { queueResetEmail, resetRequestAnswer } from '../auth/resetEmailQueue'
import { decideReset, decideResetRequest } from '../auth/resetGuard'
import { typedEmail } from '../auth/typedEmail'
import { requestLanguage } from '../i18n/requestLanguage'
import { clientIpOf } from '../lib/rateLimit'
import { payloadClient } from './payload'
import { restQueryRefusal } from './restQuery'

type RestHandler = (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response>

/** Payload's own error shape, which its admin UI shows. */
const restError = (status: number, message: string, headers: Record<string, string> = {}) =>
  Response.json({ errors: [{ message }] }, { status, headers: { 'cache-control': 'no-store', ...headers } })

/** A multipart body that cannot be parsed; Payload would fail on it with a 500. */
async function malformedMultipart(request: Request): Promise<boolean> {
  if (!(request.headers.get('content-type') ?? '').startsWith('multipart/form-data')) return false
  return request
    .clone()
    .formData()
    .then(
      () => false,
      () => true,
    )
}

/** `page` or `limit` that is not a whole number (`1e309`, `-1`): Payload's query fails on them with a 500. */
const badPaging = (request: Request) => {
  const query = new URL(request.url).searchParams
  return ['page', 'limit'].some((name) => query.has(name) && !/^\d{1,9}$/.test(query.get(name) ?? ''))
}

/** A file of an upload collection (`/api/{collection}/file/{name}`). */
const isFileRead = (request: Request) =>
  (request.method === 'GET' || request.method === 'HEAD') && /^\/api\/[^/]+\/file\//.test(new URL(request.url).pathname)

/**
 * Payload's REST API as the admin uses it, minus server errors for client mistakes: an endpoint a
 * collection does not have (payload-migrations, say) answers 501 there, and is a 404 here; a
 * malformed multipart body is a 400. A file the visitor may not read (a draft document's PDF, or no
 * such file) is a 404, as if it did not exist, rather than Payload's 403.
 */
export function guardedRest(handler: RestHandler): RestHandler {
  return async (request, context) => {
    if (badPaging(request)) return restError(400, 'page and limit must be whole numbers.')
    if (await malformedMultipart(request)) return restError(400, 'The form data could not be read.')
    const { config, db } = await payloadClient()
    const refusal = await restQueryRefusal(request, { config, databaseIdType: db.defaultIDType })
    if (refusal) return restError(refusal.status, refusal.message)
    const res = await handler(request, context)
    if (res.status === 403 && isFileRead(request)) return restError(404, 'Not found.')
    return res.status === 501 ? restError(404, 'Not found.') : res
  }
}

/** Sign-in, and password reset: asking for the email, and setting a password with its token. */
const LOGIN_PATH = '/api/users/login'
const FORGOT_PATH = '/api/users/forgot-password'
const RESET_PATH = '/api/users/reset-password'
const REFRESH_PATH = '/api/users/refresh-token'

const tooMany = (message: string, retryAfterSeconds: number) =>
  restError(429, message, { 'retry-after': String(retryAfterSeconds) })
const TOO_MANY_RESETS = 'Too many requests from this address; try again later.'

/**
 * Payload's login with the Content API's guard: one generic 401, the limits per client address (in
 * all and on one account; never a lock on the account) and the same time for an unknown account as
 * for a wrong password. Refusals in the admin's language; a success sets the user's own.
 */
async function guardedLogin(send: () => Promise<Response>, request: Request, email: string | null) {
  const language = requestLanguage(request.headers)
  try {
    const res = await guardLogin(
      { ip: clientIpOf(request.headers), email },
      () => (email === null ? send() : oneAtATime(email, send)),
      (r) => !r.ok,
    )
    return res.ok ? withInterfaceLanguage(res) : restError(401, loginFailureIn(language))
  } catch (error) {
    if (error instanceof TooManyLoginAttempts) return tooMany(error.messageIn(language), error.retryAfterSeconds)
    throw error
  }
}

/**
 * A request for a reset email: counted per client address (429) and per account (past its limit,
 * the same answer and no email), then answered once the email is queued, whether or not the account
 * exists (resetEmailQueue.ts). Without an email, Payload answers its own 400.
 */
async function guardedResetRequest(send: () => Promise<Response>, ip: string, email: string | null) {
  const decision = await decideResetRequest(ip, email)
  if (decision.kind === 'limited') return tooMany(TOO_MANY_RESETS, decision.retryAfterSeconds)
  if (email === null) return send()
  return decision.kind === 'silent' ? resetRequestAnswer() : queueResetEmail(email)
}

/**
 * Payload's REST POST with the same protection as the Content API: its login is guarded as
 * `/v1/auth/login` is (loginGuard.ts); password reset is rate-limited per client address (and its
 * emails per account) and answers before any account is looked up; email verification, which is
 * off, is a 404, not a 500. The email is read as Payload reads it, from JSON or from the admin's
 * multipart forms. A login and a token refresh set the user's interface language (interfaceLanguageCookie.ts).
 */
export function guardedRestPost(handler: RestHandler): RestHandler {
  const guarded = guardedRest(handler)
  return async (request, context) => {
    const path = new URL(request.url).pathname
    if (path.startsWith('/api/users/verify/')) return restError(404, 'Not found.')
    if (path === REFRESH_PATH) return withInterfaceLanguage(await guarded(request, context))
    if (path !== LOGIN_PATH && path !== FORGOT_PATH && path !== RESET_PATH) return guarded(request, context)
    const ip = clientIpOf(request.headers)
    if (path === RESET_PATH) {
      const decision = await decideReset(ip)
      return decision.kind === 'limited'
        ? tooMany(TOO_MANY_RESETS, decision.retryAfterSeconds)
        : guarded(request, context)
    }
    const email = await typedEmail(request)
    if (path === FORGOT_PATH) return guardedResetRequest(() => guarded(request, context), ip, email)
    return guardedLogin(() => handler(request, context), request, email)
  }
}

/**
 * HEAD as GET without the body (Next.js sends none for HEAD): Payload's router matches methods
 * exactly and answered 404, so link checkers and download managers found no file.
 */
export function headAsGet(handler: RestHandler): RestHandler {
  return (request, context) => handler(new Request(request.url, { method: 'GET', headers: request.headers }), context)
}

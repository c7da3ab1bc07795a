import { GENERIC_LOGIN_FAILURE, guardLogin, TooManyLoginAttempts } from '../auth/loginGuard'
import { oneAtATime } from '../auth/oneAtATime'
import { decideReset, decideResetRequest } from '../auth/resetGuard'
import { clientIpOf } from '../lib/rateLimit'
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
    const refusal = await restQueryRefusal(request)
    if (refusal) return restError(refusal.status, refusal.message)
    const res = await handler(request, context)
    if (res.status === 403 && isFileRead(request)) return restError(404, 'Not found.')
    return res.status === 501 ? restError(404, 'Not found.') : res
  }
}

/** Password reset: asking for the email, and setting a password with its token. */
const RESET_PATHS = new Set(['/api/users/forgot-password', '/api/users/reset-password'])

/**
 * Payload's REST POST with the same protection as the Content API: its login answers one generic
 * message (never "this user is locked"), is rate-limited per client address and takes as long for an
 * unknown account as for a wrong password; password reset is rate-limited per client address (and
 * its emails per account); email verification, which is off, is a 404, not a 500.
 */
export function guardedRestPost(handler: RestHandler): RestHandler {
  const guarded = guardedRest(handler)
  return async (request, context) => {
    const path = new URL(request.url).pathname
    if (path.startsWith('/api/users/verify/')) return restError(404, 'Not found.')
    if (path !== '/api/users/login' && !RESET_PATHS.has(path)) return guarded(request, context)
    const body: unknown = await request
      .clone()
      .json()
      .catch(() => null)
    const email = body && typeof body === 'object' && 'email' in body ? body.email : undefined
    if (RESET_PATHS.has(path)) {
      const ip = clientIpOf(request.headers)
      const decision =
        path === '/api/users/forgot-password' ? await decideResetRequest(ip, email) : await decideReset(ip)
      if (decision.kind === 'limited')
        return restError(429, 'Too many requests from this address; try again later.', {
          'retry-after': String(decision.retryAfterSeconds),
        })
      // Payload's own answer to every reset request, known account or not.
      if (decision.kind === 'silent')
        return Response.json({ message: 'Success' }, { headers: { 'cache-control': 'no-store' } })
      return guarded(request, context)
    }
    const login = () => handler(request, context)
    try {
      const res = await guardLogin(
        { ip: clientIpOf(request.headers), email: typeof email === 'string' ? email : null },
        () => (typeof email === 'string' ? oneAtATime(email, login) : login()),
        (r) => !r.ok,
      )
      return res.ok ? res : restError(401, GENERIC_LOGIN_FAILURE)
    } catch (error) {
      if (error instanceof TooManyLoginAttempts) {
        return restError(429, error.message, { 'retry-after': String(error.retryAfterSeconds) })
      }
      throw error
    }
  }
}

/**
 * HEAD as GET without the body (Next.js sends none for HEAD): Payload's router matches methods
 * exactly and answered 404, so link checkers and download managers found no file.
 */
export function headAsGet(handler: RestHandler): RestHandler {
  return (request, context) => handler(new Request(request.url, { method: 'GET', headers: request.headers }), context)
}

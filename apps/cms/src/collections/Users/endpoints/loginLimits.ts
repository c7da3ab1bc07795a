import { APIError, Forbidden, NotFound, type Endpoint, type PayloadRequest } from 'payload'
import { canManageLoginLimits } from '../../../access/canManageLoginLimits'
import { clearLoginLimit, currentLoginLimits, parseLimitId } from '../../../auth/loginLimits'
import { languageOf } from '../../../i18n/language'

const NOT_A_LIMIT = { id: 'Ini bukan id batas masuk.', en: 'This is not the id of a login limit.' }

const noStore = { 'cache-control': 'no-store' }

function requireAdministrator(req: PayloadRequest) {
  if (!canManageLoginLimits({ req })) throw new Forbidden(req.t)
}

/**
 * GET /api/users/login-limits: the client addresses refused at sign-in (in all, or on one account)
 * and the accounts whose failures are slowed, with their counts and when they end. Accounts are
 * named by matching the users' addresses to the hashes the counts stand under.
 */
const listLoginLimits: Endpoint = {
  path: '/login-limits',
  method: 'get',
  handler: async (req) => {
    requireAdministrator(req)
    const users = await req.payload.find({
      collection: 'users',
      pagination: false,
      depth: 0,
      select: { email: true },
      overrideAccess: true,
      req,
    })
    const docs = await currentLoginLimits(users.docs.map((user) => user.email))
    return Response.json({ docs }, { headers: noStore })
  },
}

/** DELETE /api/users/login-limits/{id}: clears one limit of that list (its count starts again from zero). */
const clearOneLoginLimit: Endpoint = {
  path: '/login-limits/:id',
  method: 'delete',
  handler: async (req) => {
    requireAdministrator(req)
    const limit = parseLimitId(String(req.routeParams?.id ?? ''))
    if (!limit) throw new APIError(NOT_A_LIMIT[languageOf(req)], 400)
    if (!(await clearLoginLimit(limit))) throw new NotFound(req.t)
    return Response.json({ cleared: req.routeParams?.id }, { headers: noStore })
  },
}

export const loginLimitEndpoints = [listLoginLimits, clearOneLoginLimit]

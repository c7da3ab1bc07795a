import type { Payload } from 'payload'
import type { User } from '../payload-types'
import { unauthorized } from './errors'

/**
 * The user behind `Authorization: Bearer …`, or an error. Only the header counts here: the admin's
 * session cookie must not authorize Content API calls, which would open them to cross-site requests.
 */
export async function requireBearerUser(payload: Payload, request: Request): Promise<User> {
  const authorization = request.headers.get('authorization')
  if (!authorization?.startsWith('Bearer ') || authorization.length <= 'Bearer '.length) throw unauthorized()
  const { user } = await payload.auth({ headers: new Headers({ authorization }) })
  if (!user || user.collection !== 'users') throw unauthorized()
  return user as User
}

/** Like `requireBearerUser`, but a request without a token is simply anonymous. */
export async function optionalBearerUser(payload: Payload, request: Request): Promise<User | null> {
  if (!request.headers.has('authorization')) return null
  return requireBearerUser(payload, request)
}

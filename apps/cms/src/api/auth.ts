import type { Payload } from 'payload'
import type { User } from '../payload-types'
import { forbidden, unauthorized } from './errors'
import { hasScope } from '../lib/scopes'

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
async function optionalBearerUser(payload: Payload, request: Request): Promise<User | null> {
  if (!request.headers.has('authorization')) return null
  return requireBearerUser(payload, request)
}

/**
 * Who is asking, and whether they asked for drafts: `draft=true` needs a bearer token with
 * `content:preview` (401 without a token, 403 without the scope). Drafts come only with `draft=true`:
 * without it a token holder reads what a visitor reads, so `user` (the reader handed to Payload's access
 * rules, which let a previewer see never-published drafts) is null then. A token that is sent is still
 * checked (401 when expired or revoked), and `signedIn` keeps such an answer out of shared caches.
 */
export async function previewAccess(payload: Payload, request: Request, draftRequested: boolean | undefined) {
  const signedInUser = await optionalBearerUser(payload, request)
  const draft = draftRequested === true
  if (draft && !signedInUser) throw unauthorized()
  if (draft && !hasScope(signedInUser, 'content:preview'))
    throw forbidden('Previewing drafts needs the content:preview scope.')
  return { user: draft ? signedInUser : null, draft, signedIn: signedInUser !== null }
}

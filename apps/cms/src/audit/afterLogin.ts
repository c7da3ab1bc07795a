import type { CollectionAfterLoginHook } from 'payload'
import { accountEntry } from './accountEvents'
import { recordAudit } from './record'

/** A sign-in, recorded in the login's own transaction under the account that signed in (`req.user`). */
export const auditSignIn: CollectionAfterLoginHook = async ({ collection, req, user }) => {
  await recordAudit(req, [accountEntry('signIn', collection.slug, (user as { id: number | string }).id)])
}

import type { CollectionAfterLogoutHook } from 'payload'
import { accountEntry } from './accountEvents'
import { recordAudit } from './record'

/** A sign-out (the session ended), recorded in the logout's own transaction under the account. */
export const auditSignOut: CollectionAfterLogoutHook = async ({ collection, req }) => {
  if (req.user) await recordAudit(req, [accountEntry('signOut', collection.slug, req.user.id)])
}

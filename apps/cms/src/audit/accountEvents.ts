import type { Payload } from 'payload'
import type { AuditAction } from './actions'
import { AUDIT_LOG } from './record'

type AccountAction = Extract<AuditAction, 'signIn' | 'signInFailed' | 'signOut'>

/**
 * An entry about an account rather than a write: which account (its collection and id) and what
 * happened to it. Never the password, a token, a session id or the client's address: the entry
 * says who and when, which is what an administrator reviewing access needs.
 */
export const accountEntry = (action: AccountAction, collection: string, id: number | string) => ({
  action,
  kind: 'collection' as const,
  slug: collection,
  documentId: String(id),
})

/**
 * A failed sign-in on an account that exists (a wrong password), recorded under that account with the
 * email it has, not the one typed. Attempts on unknown accounts are not recorded: what was typed there
 * may be anyone's address, or a password typed in the wrong box. Written in its own transaction: the
 * failed login has none to join.
 */
export async function recordFailedSignIn(payload: Payload, account: { id: number; email: string }) {
  await payload.create({
    collection: AUDIT_LOG,
    data: {
      ...accountEntry('signInFailed', 'users', account.id),
      actor: 'user',
      user: account.id,
      userEmail: account.email,
    },
    overrideAccess: true,
    depth: 0,
  })
}

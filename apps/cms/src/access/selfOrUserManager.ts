import type { Access } from 'payload'
import { hasScope } from '../lib/scopes'

/** Users may read and edit themselves; user managers may touch anyone. */
export const selfOrUserManager: Access = ({ req: { user } }) => {
  if (!user) return false
  if (hasScope(user, 'users:manage')) return true
  return { id: { equals: user.id } }
}

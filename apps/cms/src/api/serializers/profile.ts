import type { Profile } from '@jtt/content-api'
import type { User } from '../../payload-types'
import { rolesOf, scopesOf } from '../../lib/scopes'

export const toProfile = (user: User): Profile => ({
  id: String(user.id),
  name: user.name,
  email: user.email,
  roles: rolesOf(user),
  scopes: scopesOf(user),
})

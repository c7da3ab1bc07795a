import { ROLES, SCOPES, type Role, type Scope } from '@jtt/content-api'

export { ROLES, SCOPES, type Role, type Scope }

/** What each role may do; a user's own `scopes` add to these. */
const ROLE_SCOPES: Record<Role, readonly Scope[]> = {
  admin: SCOPES,
  editor: ['content:read', 'content:write', 'content:preview', 'content:publish'],
  // Sees the admin (read) and may change rest areas' live status; nothing else.
  operator: ['content:read', 'rest-area:status'],
}

type ScopedUser = { roles?: readonly string[] | null; scopes?: readonly string[] | null } | null | undefined

const isRole = (value: string): value is Role => (ROLES as readonly string[]).includes(value)
const isScope = (value: string): value is Scope => (SCOPES as readonly string[]).includes(value)

/** Roles and extra scopes merged into one sorted list. */
export function scopesOf(user: ScopedUser): Scope[] {
  if (!user) return []
  const granted = new Set<Scope>()
  for (const role of user.roles ?? []) if (isRole(role)) ROLE_SCOPES[role].forEach((s) => granted.add(s))
  for (const scope of user.scopes ?? []) if (isScope(scope)) granted.add(scope)
  return [...granted].sort()
}

/** The scope-based permission check of spec §6: does this user hold every scope asked for? */
export function hasScope(user: ScopedUser, ...required: Scope[]): boolean {
  const held = scopesOf(user)
  return required.every((scope) => held.includes(scope))
}

export function rolesOf(user: ScopedUser): Role[] {
  return (user?.roles ?? []).filter(isRole)
}

import type { Access, FieldAccess } from 'payload'
import { hasScope, type Scope } from '../lib/scopes'

/** Collection access granted to logged-in users holding every given scope. */
export const requireScope =
  (...scopes: Scope[]): Access =>
  ({ req: { user } }) =>
    hasScope(user, ...scopes)

/** Field access twin of `requireScope`. */
export const fieldRequiresScope =
  (...scopes: Scope[]): FieldAccess =>
  ({ req: { user } }) =>
    hasScope(user, ...scopes)

import type { Profile, Scope } from '@jtt/content-api'

/** The scope-based permission check of spec §6, on the profile the content service answered. */
export const hasScope = (profile: Profile | null | undefined, ...required: Scope[]) =>
  !!profile && required.every((scope) => profile.scopes.includes(scope))

import { z } from 'zod'
import { idSchema } from './common'

/** `operator`: rest-area staff on the road, who may set a rest area's live status and nothing else. */
export const ROLES = ['admin', 'editor', 'operator'] as const
export type Role = (typeof ROLES)[number]

/**
 * Scopes a token can carry (spec §6 "scope-based permission check"). `submissions:read`: read and
 * process what visitors send (contact messages, alert subscribers); granted per user, not by a role.
 */
export const SCOPES = [
  'content:read',
  'content:write',
  'content:preview',
  'content:publish',
  'submissions:read',
  'users:manage',
  /** Set the live status fields of rest areas (open, full, closed, note) — nothing else. */
  'rest-area:status',
  /** Report traffic incidents and end them (the operators' traffic screen); granted per user. */
  'traffic:write',
] as const
export type Scope = (typeof SCOPES)[number]

export const loginRequestSchema = z.object({
  email: z.email().max(254),
  password: z.string().min(1).max(1024),
})
export type LoginRequest = z.infer<typeof loginRequestSchema>

export const loginResultSchema = z.object({
  token: z.string().min(1),
  tokenType: z.literal('Bearer'),
  expiresAt: z.string(),
})
export type LoginResult = z.infer<typeof loginResultSchema>

export const profileSchema = z.object({
  id: idSchema,
  name: z.string(),
  email: z.string(),
  roles: z.array(z.enum(ROLES)),
  scopes: z.array(z.enum(SCOPES)),
})
export type Profile = z.infer<typeof profileSchema>

export const logoutResultSchema = z.object({ loggedOut: z.literal(true) })

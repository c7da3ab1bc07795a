import type { Access, FieldAccess } from 'payload'
import { hasScope } from '../lib/scopes'

/**
 * Traffic advisories: content editors write any; operators on the road holding `traffic:write`
 * report incidents (nothing else) and end them — their saves reach only an incident's end (every
 * other field of a saved advisory requires `content:write`).
 */
export const canCreateAdvisory: Access = ({ req: { user }, data }) =>
  hasScope(user, 'content:write') ||
  (hasScope(user, 'traffic:write') && (data as { kind?: unknown } | undefined)?.kind === 'incident')

export const canUpdateAdvisory: Access = ({ req: { user } }) => {
  if (hasScope(user, 'content:write')) return true
  return hasScope(user, 'traffic:write') ? { kind: { equals: 'incident' } } : false
}

export const canEndAdvisory: FieldAccess = ({ req: { user } }) =>
  hasScope(user, 'content:write') || hasScope(user, 'traffic:write')

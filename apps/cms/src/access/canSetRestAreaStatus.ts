import type { Access, FieldAccess } from 'payload'
import { hasScope } from '../lib/scopes'

/**
 * Rest areas may be saved by content editors and by operators holding `rest-area:status`; the
 * operators' saves reach only the status fields (every other field requires `content:write`).
 */
export const canUpdateRestArea: Access = ({ req: { user } }) =>
  hasScope(user, 'content:write') || hasScope(user, 'rest-area:status')

export const canSetStatusField: FieldAccess = ({ req: { user } }) =>
  hasScope(user, 'content:write') || hasScope(user, 'rest-area:status')

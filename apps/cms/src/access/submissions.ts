import type { Access, FieldAccess } from 'payload'
import { hasScope } from '../lib/scopes'

/**
 * What visitors send (contact messages, alert subscribers) is personal data: only users granted
 * `submissions:read` see and process it; nobody creates it through Payload's API (only the public
 * /v1 form resources do, after validation, rate limits and the captcha).
 */
export const canReadSubmissions: Access = ({ req: { user } }) => hasScope(user, 'submissions:read')

/** Deleting personal data (a removal request) is an administrator's act. */
export const canDeleteSubmissions: Access = ({ req: { user } }) => hasScope(user, 'users:manage')

export const nobody: Access = () => false

/** Fields the visitor wrote stay as sent: readable, never edited in the admin. */
export const readOnlyField: { update: FieldAccess; create: FieldAccess } = { update: () => false, create: () => false }

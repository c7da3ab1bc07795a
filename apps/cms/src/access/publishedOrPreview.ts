import type { Access } from 'payload'
import { hasScope } from '../lib/scopes'

/** Drafts are visible only to users allowed to preview; everyone else sees published versions. */
export const publishedOrPreview: Access = ({ req: { user } }) => {
  if (hasScope(user, 'content:preview')) return true
  return { _status: { equals: 'published' } }
}

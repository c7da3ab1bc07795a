import { hasScope } from '../lib/scopes'

type WithUser = { req: { user?: Parameters<typeof hasScope>[0] } }

/**
 * Who sees what visitors search for: editors and administrators (`content:write`) — those who act on
 * it, by adding synonyms and content. Operators and visitors do not; nobody writes the counts through
 * the API (only the Content API's POST /v1/search-events counts, and the job queue prunes).
 */
export const canReadSearchAnalytics = ({ req: { user } }: WithUser): boolean => hasScope(user, 'content:write')

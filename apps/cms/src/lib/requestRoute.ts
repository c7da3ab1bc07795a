import { READ_ENDPOINTS, readRoute } from '@jtt/content-api'
import { firstSegmentRoute } from '@jtt/server/request-log'

/** The calls that are not reads of content (signing in, forms, health): one route file each. */
const OTHER_ROUTES = [
  'alert-subscriptions',
  'alert-subscriptions/confirm',
  'alert-subscriptions/unsubscribe',
  'alert-subscriptions/unsubscribe-requests',
  'auth/login',
  'auth/logout',
  'contact-messages',
  'current-user/profile',
  'health',
  'search-events',
]

/**
 * The Content API's endpoints as route patterns, one per route file under `app/(v1)/v1`
 * (requestRoute.test.ts holds the two together): the names request lines (and metrics) use. The
 * reads come from the contract's declarations, so a new type's endpoint is named with no edit here.
 */
export const V1_ROUTES = [...Object.values(READ_ENDPOINTS).map(readRoute), ...OTHER_ROUTES]

const fixed = new Set<string>(V1_ROUTES)

/**
 * `/v1/press-releases/[slug]`, `/v1/search`, …; an address no route file takes is `/v1/(unknown)`;
 * the admin, Payload's REST API and Next's files by their first segment. Never the address itself.
 */
export function requestRoute(url: string): string {
  const path = (url.split('?')[0] ?? '/').replace(/\/+$/, '')
  if (!path.startsWith('/v1/')) return firstSegmentRoute(path)
  const rest = path.slice('/v1/'.length)
  if (fixed.has(rest)) return `/v1/${rest}`
  const [resource = '', ...keys] = rest.split('/')
  if (keys.length === 1 && fixed.has(`${resource}/[slug]`)) return `/v1/${resource}/[slug]`
  return '/v1/(unknown)'
}

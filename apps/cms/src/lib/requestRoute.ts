import { firstSegmentRoute } from '@jtt/server/request-log'

/**
 * The Content API's endpoints as route patterns, one per route file under `app/(v1)/v1`
 * (requestRoute.test.ts holds the two together): the names request lines (and metrics) use.
 */
export const V1_ROUTES = [
  'about-pages',
  'alert-subscriptions',
  'alert-subscriptions/confirm',
  'alert-subscriptions/unsubscribe',
  'alert-subscriptions/unsubscribe-requests',
  'auth/login',
  'auth/logout',
  'business-lines',
  'company-profile',
  'components',
  'contact-messages',
  'csr-posts',
  'current-user/profile',
  'documents',
  'documents/years',
  'health',
  'home',
  'investor-relations',
  'media',
  'menu',
  'organization-structure',
  'pages',
  'people',
  'press-releases',
  'press-releases/[slug]',
  'press-releases/years',
  'redirects',
  'rest-areas',
  'search',
  'settings',
  'sitemap',
  'tariffs',
  'tariffs/quote',
  'toll-road-service',
  'toll-roads',
  'whistleblowing',
] as const

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

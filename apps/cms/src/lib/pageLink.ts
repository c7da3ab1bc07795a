import { sitePath, type FixedRouteId } from '@jtt/content-api/routes'

/**
 * A link to a fixed page of the site as the menu and link fields store it: its path in each language
 * (`url` Indonesian, `enUrl` English), from the route registry.
 */
export const pageLink = (route: FixedRouteId): { url: string; enUrl: string } => ({
  url: sitePath(route, 'id'),
  enUrl: sitePath(route, 'en'),
})

import { SITE_CONTENT_TYPES, type SiteContentType } from '@jtt/content-api'
import { isRouteId, routeSpec } from '@jtt/content-api/routes'
import { draftMode } from 'next/headers'
import { getPathname } from '@/i18n/navigation'
import { isLocale, type Locale } from '@/i18n/locales'
import { contentAlternates } from '@/lib/alternates'
import { emitAuthError } from '@/lib/auth/events'
import { hasScope } from '@/lib/auth/permissions'
import { currentSession } from '@/lib/auth/session'
import { siteUrl } from '@/lib/site'

type Context = { params: Promise<{ locale: string; target: string[] }> }

const isType = (value: string | undefined): value is SiteContentType =>
  (SITE_CONTENT_TYPES as readonly string[]).includes(value ?? '')

/** A fixed page of the site by its route id in the registry (`route/board-of-directors`). */
function fixedRoutePath(locale: Locale, id: string | undefined): string | null {
  if (!id || !isRouteId(id)) return null
  const route = routeSpec(id)
  // Fixed routes only: a route with a parameter is previewed as its content type and key.
  return route.param ? null : getPathname({ locale, href: route.page as Parameters<typeof getPathname>[0]['href'] })
}

/**
 * The page on the site that shows `target` in `locale`: `home`, a content type and its URL key, or
 * `route/{route id}` for a page made of one global (the company overview, whistleblowing).
 */
function pathOf(locale: Locale, [type, key, ...rest]: string[]): string | null {
  if (type === 'home' && key === undefined) return `/${locale}`
  if (type === 'route') return rest.length === 0 ? fixedRoutePath(locale, key) : null
  if (!isType(type) || !key || key.length > 200) return null
  return contentAlternates(type, { id: key, en: key })[locale]
}

const see = (path: string) => Response.redirect(new URL(path, siteUrl()), 303)

/**
 * Where the CMS's preview button and live preview lead: `/api/preview/{locale}/{type}/{key}` (or
 * `/home`). An editor signed in on the site with `content:preview` enters preview (Next's draft mode,
 * only a view: nothing is stored) and lands on the page in that language; a guest signs in first and
 * comes back; anyone else gets a 403. Visitors' pages are unaffected: they stay cached.
 */
export async function GET(request: Request, { params }: Context) {
  const { locale, target } = await params
  const path = isLocale(locale) ? pathOf(locale, target) : null
  if (!isLocale(locale) || !path) return new Response('Unknown preview target.', { status: 404 })
  const session = await currentSession()
  if (session.state !== 'signed-in') {
    emitAuthError({ kind: 'preview-denied', reason: 'guest' })
    const here = new URL(request.url).pathname
    const expired = session.state === 'expired' ? 'reason=expired&' : ''
    return see(`${getPathname({ locale, href: '/login' })}?${expired}redirect=${encodeURIComponent(here)}`)
  }
  if (!hasScope(session.profile, 'content:preview')) {
    emitAuthError({ kind: 'preview-denied', reason: 'no-scope' })
    return new Response('Your account may not preview drafts.', { status: 403 })
  }
  ;(await draftMode()).enable()
  return see(path)
}

import type { MetadataRoute } from 'next'
import { locales } from '@/i18n/locales'
import { routesNotInSitemap, routesWithPages } from '@/i18n/pages'
import { contentAlternates, routeAlternates, type Alternates } from '@/lib/alternates'
import { getSiteEntries } from '@/lib/content'
import { absoluteUrl } from '@/lib/site'

// Built per request from cached content, so `next build` never needs the content service.
export const dynamic = 'force-dynamic'

/** Fixed routes that are pages of their own, bar those not indexed (see `routesNotInSitemap`). */
const fixedRoutes = [...routesWithPages].filter((route) => !route.includes('[') && !routesNotInSitemap.has(route))

/** One entry per page and language, each listing its translations (hreflang) — spec §2 both languages. */
function entries(alternates: Alternates, lastModified?: string): MetadataRoute.Sitemap {
  const languages = Object.fromEntries(locales.map((l) => [l.iso, absoluteUrl(alternates[l.code])]))
  return locales.map((l) => ({
    url: absoluteUrl(alternates[l.code]),
    lastModified,
    alternates: { languages },
  }))
}

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const content = await getSiteEntries()
  return [
    ...fixedRoutes.flatMap((route) => entries(routeAlternates(route as Parameters<typeof routeAlternates>[0]))),
    ...content.flatMap((entry) => entries(contentAlternates(entry.type, entry.keys), entry.updatedAt)),
  ]
}

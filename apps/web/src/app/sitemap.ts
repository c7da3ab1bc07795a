import type { MetadataRoute } from 'next'
import { locales } from '@/i18n/locales'
import { routeAlternates, slugAlternates, type Alternates } from '@/lib/alternates'
import { getAllPages } from '@/lib/content'
import { absoluteUrl } from '@/lib/site'

// Built per request from cached content, so `next build` never needs the content service.
export const dynamic = 'force-dynamic'

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
  const pages = await getAllPages('id')
  return [
    ...entries(routeAlternates('/')),
    ...pages.flatMap((page) => entries(slugAlternates(page.slugs), page.updatedAt)),
  ]
}

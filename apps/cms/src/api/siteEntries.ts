import type { Locale, SiteContentType, SiteEntry } from '@jtt/content-api'
import type { CollectionSlug, Payload } from 'payload'
import type { SiteRoute } from '../contentTypes/define'
import { siteCollections } from '../publishing/siteContent'

type Routed = { collection: CollectionSlug; route: SiteRoute }

/** Collections the site has pages for, from their declarations (`contentTypeRegistry.ts`). */
const routedCollections = (): Routed[] =>
  Object.entries(siteCollections).flatMap(([collection, entry]) =>
    entry.route ? [{ collection: collection as CollectionSlug, route: entry.route }] : [],
  )

/** Every published item with a page, of one type or all: its URL key per language (English falls back). */
export async function siteEntries(payload: Payload, type?: SiteContentType): Promise<SiteEntry[]> {
  const entries: SiteEntry[] = []
  for (const { collection, route } of routedCollections()) {
    if (type && route.type !== type) continue
    const result = await payload.find({
      collection,
      locale: 'all',
      pagination: false,
      overrideAccess: false,
      depth: 0,
      select: route.key === 'slug' ? { slug: true, updatedAt: true } : { updatedAt: true },
      sort: 'id',
    })
    for (const doc of result.docs as { id: number | string; slug?: unknown; updatedAt?: string }[]) {
      const id = String(doc.id)
      // locale 'all' answers a localized slug as { id, en }
      const slugs = (doc.slug ?? {}) as Partial<Record<Locale, string>>
      const keys = route.key === 'id' ? { id, en: id } : { id: slugs.id ?? '', en: slugs.en || slugs.id || '' }
      if (keys.id) entries.push({ type: route.type, id, keys, updatedAt: doc.updatedAt ?? new Date(0).toISOString() })
    }
  }
  return entries
}

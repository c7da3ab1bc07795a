import { cacheTags, type SiteContentType } from '@jtt/content-api'
import type { CollectionSlug } from 'payload'
import type { Change, CollectionSite, PreviewTarget, SiteRoute } from '../contentTypes/define'
import { collectionTypes, globalTypes } from '../contentTypeRegistry'
import type { SearchSource } from '../search/source'

/** A collection the site shows: what a change to it invalidates, and its own pages if it has any. */
export type SiteCollection = {
  tags: (change: Change) => string[] | Promise<string[]>
  /** The collection has a page per item: its site content type and which field keys the URL. */
  route?: SiteRoute
  /** The collection's published documents are found by site search (see `search/source.ts`). */
  search?: SearchSource
  /** No page per item, but shown on one: the page the admin's preview opens (see contentTypes/previewTargets.ts). */
  preview?: PreviewTarget
}

/** A global the site shows: the tags a change invalidates, and how it is searched if it is. */
export type SiteGlobal = { tags: string[]; search?: SearchSource }

/**
 * Tags for a type with its own pages: its lists, the sitemap, and the item under every URL key it
 * has or had (each language's slug now, and the slug before the change).
 */
const routedTags =
  (collection: CollectionSlug, { type, key }: { type: SiteContentType; key: 'slug' | 'id' }) =>
  async ({ id, previous, req }: Change): Promise<string[]> => {
    const keys = new Set<string>()
    if (key === 'id') keys.add(String(id))
    else {
      // The hook sees one language; the page exists under the slug of every language.
      const current = await req.payload
        .findByID({ collection, id, locale: 'all', select: { slug: true }, req, disableErrors: true })
        .catch(() => null)
      // locale 'all' answers the localized slug as { id, en }
      const slugs = ((current as { slug?: unknown } | null)?.slug ?? {}) as Record<string, string | undefined>
      for (const slug of Object.values(slugs)) if (slug) keys.add(slug)
      if (typeof previous?.slug === 'string') keys.add(previous.slug)
    }
    return [cacheTags.list(type), cacheTags.sitemap, ...[...keys].map((k) => cacheTags.item(type, k))]
  }

const siteCollection = (slug: CollectionSlug, site: CollectionSite): SiteCollection =>
  site.route
    ? { tags: routedTags(slug, site.route), route: site.route, search: site.search }
    : { tags: site.tags, search: site.search, preview: site.preview }

/**
 * The collections the site shows, by slug, from their declarations (contentTypeRegistry.ts): the
 * publishing plugin hooks each one up, the sitemap resource lists those with a route, and site
 * search indexes those with a `search`.
 */
export const siteCollections: Readonly<Record<string, SiteCollection>> = Object.fromEntries(
  collectionTypes.flatMap(({ config, site }) =>
    site ? [[config.slug, siteCollection(config.slug as CollectionSlug, site)]] : [],
  ),
)

/** Globals the site shows: the tags each invalidates (and its search entry, if it has one). */
export const siteGlobals: Readonly<Record<string, SiteGlobal>> = Object.fromEntries(
  globalTypes.flatMap(({ config, site }) => (site ? [[config.slug, { tags: site.tags, search: site.search }]] : [])),
)

/** Globals shown as one page of the site, previewable from the admin: the site's preview target. */
export const previewableGlobals: Readonly<Record<string, string[]>> = Object.fromEntries(
  globalTypes.flatMap(({ config, site }) => (site?.preview ? [[config.slug, site.preview]] : [])),
)

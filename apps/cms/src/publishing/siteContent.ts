import { cacheTags, type SiteContentType } from '@jtt/content-api'
import type { CollectionSlug, GlobalSlug, PayloadRequest } from 'payload'
import { pageSearch } from '../collections/Pages/search'
import { menuSearch } from '../globals/Navigation/search'
import type { SearchSource } from '../search/source'

type Doc = Record<string, unknown>

/** A change to one document of a collection: the document after it and before it. */
export type Change = { id: string | number; doc: Doc | null; previous: Doc | null; req: PayloadRequest }

/** A collection the site shows: what a change to it invalidates, and its own pages if it has any. */
export type SiteCollection = {
  tags: (change: Change) => string[] | Promise<string[]>
  /** The collection has a page per item: its site content type and which field keys the URL. */
  route?: { type: SiteContentType; key: 'slug' | 'id' }
  /** The collection's published documents are found by site search (see `search/source.ts`). */
  search?: SearchSource
}

/** A global the site shows: the tags a change invalidates, and how it is searched if it is. */
export type SiteGlobal = string[] | { tags: string[]; search?: SearchSource }

/**
 * Tags for a type with its own pages: its lists, the sitemap, and the item under every URL key it
 * has or had (each language's slug now, and the slug before the change).
 */
const routedTags =
  (type: SiteContentType, key: 'slug' | 'id') =>
  async ({ id, previous, req }: Change): Promise<string[]> => {
    const keys = new Set<string>()
    if (key === 'id') keys.add(String(id))
    else {
      // The hook sees one language; the page exists under the slug of every language.
      const current = await req.payload
        .findByID({
          collection: collectionOfType(type),
          id,
          locale: 'all',
          select: { slug: true },
          req,
          disableErrors: true,
        })
        .catch(() => null)
      // locale 'all' answers the localized slug as { id, en }
      const slugs = ((current as { slug?: unknown } | null)?.slug ?? {}) as Record<string, string | undefined>
      for (const slug of Object.values(slugs)) if (slug) keys.add(slug)
      if (typeof previous?.slug === 'string') keys.add(previous.slug)
    }
    return [cacheTags.list(type), cacheTags.sitemap, ...[...keys].map((k) => cacheTags.item(type, k))]
  }

/**
 * The one place that says which collection invalidates which cache tags on the site. Every content
 * type the site shows is listed here; the publishing plugin hooks each one up, the sitemap resource
 * lists those with a route, and the access test walks them all.
 */
export const siteCollections = {
  pages: { tags: routedTags('page', 'slug'), route: { type: 'page', key: 'slug' }, search: pageSearch },
  media: { tags: () => [cacheTags.media] },
  components: { tags: () => [cacheTags.footer] },
  settings: { tags: () => [cacheTags.footer] },
  redirects: { tags: () => [cacheTags.redirects] },
} satisfies Partial<Record<CollectionSlug, SiteCollection>>

/** Globals the site shows: the tags each invalidates (and its search entry, if it has one). */
export const siteGlobals = {
  navigation: { tags: [cacheTags.menu], search: menuSearch },
  home: [cacheTags.home],
} satisfies Partial<Record<GlobalSlug, SiteGlobal>>

function collectionOfType(type: SiteContentType): CollectionSlug {
  const found = Object.entries(siteCollections).find(([, entry]) => 'route' in entry && entry.route.type === type)
  if (!found) throw new Error(`No collection is registered for site content type '${type}'.`)
  return found[0] as CollectionSlug
}

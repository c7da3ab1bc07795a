import { cacheTags, type SiteContentType } from '@jtt/content-api'
import type { CollectionSlug, GlobalSlug, PayloadRequest } from 'payload'
import { businessLineSearch } from '../collections/BusinessLines/search'
import { csrSearch } from '../collections/CsrPosts/search'
import { documentSearch } from '../collections/Documents/search'
import { pageSearch } from '../collections/Pages/search'
import { personSearch } from '../collections/People/search'
import { pressReleaseSearch } from '../collections/PressReleases/search'
import { restAreaSearch } from '../collections/RestAreas/search'
import { tollRoadSearch } from '../collections/TollRoads/search'
import { aboutPagesSearch } from '../globals/AboutPages/search'
import { companyProfileSearch } from '../globals/CompanyProfile/search'
import { menuSearch } from '../globals/Navigation/search'
import { organizationSearch } from '../globals/OrganizationStructure/search'
import { tollRoadServiceSearch } from '../globals/TollRoadService/search'
import { whistleblowingSearch } from '../globals/Whistleblowing/search'
import type { SearchSource } from '../search/source'
import { documentPreview, personPreview, routePreview } from './previewTargets'
import type { PreviewTarget, SiteRoute } from './siteTypes'

type Doc = Record<string, unknown>

/** A change to one document of a collection: the document after it and before it. */
export type Change = { id: string | number; doc: Doc | null; previous: Doc | null; req: PayloadRequest }

/** A collection the site shows: what a change to it invalidates, and its own pages if it has any. */
export type SiteCollection = {
  tags: (change: Change) => string[] | Promise<string[]>
  /** The collection has a page per item: its site content type and which field keys the URL. */
  route?: SiteRoute
  /** The collection's published documents are found by site search (see `search/source.ts`). */
  search?: SearchSource
  /** No page per item, but shown on one: the page the admin's preview opens (see previewTargets.ts). */
  preview?: PreviewTarget
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
  'business-lines': {
    tags: routedTags('business-line', 'slug'),
    route: { type: 'business-line', key: 'slug' },
    search: businessLineSearch,
  },
  'csr-posts': { tags: routedTags('csr', 'id'), route: { type: 'csr', key: 'id' }, search: csrSearch },
  // Board members appear on their board's page (and the corporate secretary's); no page of their own.
  people: { tags: () => [cacheTags.list('person')], search: personSearch, preview: personPreview },
  'press-releases': {
    tags: routedTags('press-release', 'slug'),
    route: { type: 'press-release', key: 'slug' },
    search: pressReleaseSearch,
  },
  /** Documents are listed on their own and embedded in press releases (attachments). */
  documents: {
    tags: () => [cacheTags.list('document'), cacheTags.list('press-release')],
    search: documentSearch,
    preview: documentPreview,
  },
  media: { tags: () => [cacheTags.media] },
  components: { tags: () => [cacheTags.footer] },
  settings: { tags: () => [cacheTags.footer] },
  redirects: { tags: () => [cacheTags.redirects] },
  // A rest area's page and every list (the finder, each detail's 'next rest areas').
  'rest-areas': {
    tags: routedTags('rest-area', 'id'),
    route: { type: 'rest-area', key: 'id' },
    search: restAreaSearch,
  },
  // Sections: the network and service pages, tariffs, and every rest area (which names its section).
  'toll-roads': { tags: () => [cacheTags.list('toll-road'), cacheTags.list('rest-area')], search: tollRoadSearch },
} satisfies Partial<Record<CollectionSlug, SiteCollection>>

/** Globals the site shows: the tags each invalidates (and its search entry, if it has one). */
export const siteGlobals = {
  navigation: { tags: [cacheTags.menu], search: menuSearch },
  home: [cacheTags.home],
  'company-profile': { tags: [cacheTags.companyProfile], search: companyProfileSearch },
  'organization-structure': { tags: [cacheTags.organization], search: organizationSearch },
  whistleblowing: { tags: [cacheTags.whistleblowing], search: whistleblowingSearch },
  'about-pages': { tags: [cacheTags.aboutPages], search: aboutPagesSearch },
  'toll-road-service': { tags: [cacheTags.tollRoadService], search: tollRoadServiceSearch },
  // Key figures, tables and the documents' introductions: found through the menu and the documents.
  'investor-relations': [cacheTags.investorRelations],
} satisfies Partial<Record<GlobalSlug, SiteGlobal>>

/** Globals shown as one page of the site, previewable from the admin: the site's preview target. */
export const previewableGlobals = {
  home: ['home'],
  // Fixed pages by their route id in the registry (`route/{id}`).
  'company-profile': routePreview('company-overview'),
  'organization-structure': routePreview('organization-structure'),
  whistleblowing: routePreview('whistleblowing'),
  'toll-road-service': routePreview('toll-road-services'),
  'investor-relations': routePreview('investor-relations'),
} satisfies Partial<Record<GlobalSlug, string[]>>

function collectionOfType(type: SiteContentType): CollectionSlug {
  const found = Object.entries(siteCollections).find(([, entry]) => 'route' in entry && entry.route.type === type)
  if (!found) throw new Error(`No collection is registered for site content type '${type}'.`)
  return found[0] as CollectionSlug
}

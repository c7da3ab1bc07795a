import type { AlertTopic, SiteContentType } from '@jtt/content-api'
import type { CollectionConfig, GlobalConfig, Payload, PayloadRequest } from 'payload'
import type { DescribeItem } from './alertItem'
import type { SearchSource } from '../search/source'

type Doc = Record<string, unknown>

/** A change to one document of a collection: the document after it and before it. */
export type Change = { id: string | number; doc: Doc | null; previous: Doc | null; req: PayloadRequest }

/** A collection with a page per item: its site content type and which field keys the URL. */
export type SiteRoute = { type: SiteContentType; key: 'slug' | 'id' }

/** Where a document is shown on the site: the site's preview target, or null (not yet known). */
export type PreviewTarget = (doc: Doc) => string[] | null

/**
 * How the access walk (apps/cms/test/integration/access.test.ts) checks a type. read: 'public'
 * (anyone), 'published' (anyone, published versions only), 'none' (signed-in staff); write: 'editor'
 * (content editors), 'admin' (user managers only), 'nobody' (not even administrators: only the CMS's own hooks).
 */
type AccessRule = { read: 'public' | 'published' | 'none'; write: 'editor' | 'admin' | 'nobody' }

export type CollectionAccessWalk = AccessRule & {
  /** A document an editor may create (left out where creating one needs a file upload). */
  sample?: Record<string, unknown>
  /** The Content API path that reads the sample (by its id): its draft must stay hidden from visitors. */
  draftProbe?: (id: string) => string
}

type GlobalAccessWalk = AccessRule & {
  /** The Content API resource of a global with drafts: drafts only with a preview token. */
  resource?: string
}

/**
 * How a collection shows on the site. A collection with a page per item gives its `route`: the
 * tags a change invalidates (its lists, the sitemap, the item under every key) and the admin's
 * preview follow from it. One without pages gives the `tags` it invalidates, and a `preview` target
 * (see previewTargets.ts) if it is shown on a page the admin can open.
 */
export type CollectionSite = { search?: SearchSource } & (
  | { route: SiteRoute; tags?: never; preview?: never }
  | { route?: never; tags: (change: Change) => string[]; preview?: PreviewTarget }
)

/** How a global shows on the site: the tags a change invalidates, search, and the page it previews on. */
type GlobalSite = { tags: string[]; search?: SearchSource; preview?: string[] }

/** What every seed gets: the shared sample images by key, and the log of what it created. */
export type SeedContext = { images: ReadonlyMap<string, number>; log: (what: string) => void }

/**
 * A type's sample content (`npm run seed`, `npm start` in development; never a production start):
 * creates only what is missing, matched by a natural key, and first ensures what it refers to (press
 * releases the documents they attach), so no seed depends on the order they run in.
 */
export type Seed = (payload: Payload, context: SeedContext) => Promise<void>

/**
 * The seed, loaded only when seeding (`() => import('…').then((m) => m.seedX)`): the sample data
 * stays out of the server that imports the declarations.
 */
type LazySeed = () => Promise<Seed>

/**
 * A topic a collection feeds. `when`: only documents it holds for are announced (checked when one is
 * published, and again when the email is queued); `audience`: which of the topic's subscribers want
 * this document (those whose chosen sections it is on).
 */
export type AlertDeclaration = {
  topic: AlertTopic
  describe: DescribeItem
  when?: (doc: Doc, now: number) => boolean
  audience?: (doc: Doc) => (subscriber: { sections?: string[] | null }) => boolean
}

/** One collection, declared once: everything the registry (contentTypeRegistry.ts) derives its lists from. */
export type CollectionType = {
  config: CollectionConfig
  /** Left out for what the site never shows (users, form submissions). */
  site?: CollectionSite
  /** Topics whose subscribers are emailed when a document is published (see alerts/). */
  alerts?: AlertDeclaration[]
  access: CollectionAccessWalk
  seed?: LazySeed
}

export type GlobalType = { config: GlobalConfig; site?: GlobalSite; access: GlobalAccessWalk; seed?: LazySeed }

/** Declares a collection (identity: it gives the declaration its type where it is written). */
export const defineCollection = (type: CollectionType): CollectionType => type

/** Declares a global. */
export const defineGlobal = (type: GlobalType): GlobalType => type

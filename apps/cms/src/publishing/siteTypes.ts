import type { SiteContentType } from '@jtt/content-api'

/**
 * The shapes that the site-content table (siteContent.ts) and the admin's preview (preview.ts,
 * previewTargets.ts) share; here so that neither imports the other for them.
 */

/** A collection with a page per item: its site content type and which field keys the URL. */
export type SiteRoute = { type: SiteContentType; key: 'slug' | 'id' }

/** Where a document is shown on the site: the site's preview target, or null (not yet known). */
export type PreviewTarget = (doc: Record<string, unknown>) => string[] | null

import { z } from 'zod'
import { idSchema } from './common'

/**
 * Content types the site has a page of their own for (besides the fixed routes of the route registry).
 * Each section adds its type here and its route to the registry (`routes.ts`, the route's `param.type`:
 * a unit test keeps both lists equal); the CMS maps a type to its collection.
 */
export const SITE_CONTENT_TYPES = ['page', 'business-line', 'csr', 'rest-area', 'press-release'] as const
export type SiteContentType = (typeof SITE_CONTENT_TYPES)[number]

/** One published item with a page: the key its URL uses in each language (a slug, or the id twice). */
export const siteEntrySchema = z.object({
  type: z.enum(SITE_CONTENT_TYPES),
  id: idSchema,
  keys: z.object({ id: z.string().min(1), en: z.string().min(1) }),
  updatedAt: z.string(),
})
export type SiteEntry = z.infer<typeof siteEntrySchema>

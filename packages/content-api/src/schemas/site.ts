import { reads } from '../read'
import { z } from 'zod'
import { ROUTE_IDS, ROUTES, type RouteId } from '../routes'
import { idSchema, listBodySchema } from './common'

/** Content types the site has a page of their own for: the `param.type` of the route registry's routes. */
export type SiteContentType = {
  [R in RouteId]: (typeof ROUTES)[R] extends { param: { type: infer T extends string } } ? T : never
}[RouteId]

/**
 * The same at run time, read from the registry (`routes.ts`): a section with pages of its own adds its
 * route there, with `param: { name, type }`, and the type is one of these. The CMS maps a type to its
 * collection (the collection's declaration names the route type).
 */
export const SITE_CONTENT_TYPES = [
  ...new Set(ROUTE_IDS.flatMap((id) => (ROUTES[id] as { param?: { type: SiteContentType } }).param?.type ?? [])),
] as [SiteContentType, ...SiteContentType[]]

/** One published item with a page: the key its URL uses in each language (a slug, or the id twice). */
export const siteEntrySchema = z.object({
  type: z.enum(SITE_CONTENT_TYPES),
  id: idSchema,
  keys: z.object({ id: z.string().min(1), en: z.string().min(1) }),
  updatedAt: z.string(),
})
export type SiteEntry = z.infer<typeof siteEntrySchema>

/** The Content API's reads of these (the client's methods of the same names). */
export const siteReads = reads({
  sitemap: {
    path: 'sitemap',
    answer: listBodySchema(siteEntrySchema),
    query: (p: { type?: SiteContentType }) => ({ 'filter[type]': p.type }),
    paged: true,
    doc: {
      call: '`GET /sitemap?filter[type]=…`',
      filters: '`type` (`SITE_CONTENT_TYPES`)',
      answer:
        '`[{ type, id, keys: { id, en }, updatedAt }]`: every published item with a page of its own, with the key its URL uses per language (a slug, or the id)',
    },
  },
})

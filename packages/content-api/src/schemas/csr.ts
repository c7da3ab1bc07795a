import { reads } from '../read'
import { z } from 'zod'
import { idSchema, localeSchema, publishStatusSchema, untranslatedSchema, listBodySchema } from './common'
import { mediaSchema } from './media'
import { seoMetaSchema } from './pages'
import { richTextSchema } from './richText'

/** Programme areas of JTT's social and environmental responsibility (TJSL) activities. */
export const CSR_CATEGORIES = ['education', 'environment', 'health', 'community', 'economy', 'disaster-relief'] as const
export type CsrCategory = (typeof CSR_CATEGORIES)[number]

/** A CSR activity report (`…/csr/{id}`), newest first in lists. */
export const csrPostSchema = z.object({
  id: idSchema,
  locale: localeSchema,
  title: z.string().min(1),
  excerpt: z.string(),
  body: richTextSchema,
  /** ISO date of the activity's report; lists are sorted by it, newest first. */
  publishedAt: z.string(),
  category: z.enum(CSR_CATEGORIES),
  location: z.string(),
  image: mediaSchema.nullable(),
  gallery: z.array(z.object({ id: z.string(), image: mediaSchema, caption: z.string() })),
  meta: seoMetaSchema,
  untranslated: untranslatedSchema,
  status: publishStatusSchema,
  updatedAt: z.string(),
})
export type CsrPost = z.infer<typeof csrPostSchema>

/** The Content API's reads of these (the client's methods of the same names). */
export const csrReads = reads({
  csrPosts: {
    path: 'csr-posts',
    answer: listBodySchema(csrPostSchema),
    query: (p: { id?: string }) => ({ 'filter[id]': p.id }),
    localized: true,
    drafts: true,
    paged: true,
    doc: {
      call: '`GET /csr-posts?filter[id]=…&locale=…[&draft=true]`',
      filters: '`id`',
      answer:
        '`[{ id, locale, title, excerpt, body, publishedAt, category, location, image, gallery: [{ id, image, caption }], meta, untranslated, status, updatedAt }]`, newest first',
    },
  },
})

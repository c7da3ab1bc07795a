import { z } from 'zod'
import { idSchema, localeSchema, publishStatusSchema, untranslatedSchema } from './common'
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

import { z } from 'zod'
import { idSchema, localeSchema, publishStatusSchema, untranslatedSchema } from './common'
import { pageBlockSchema } from './blocks'
import { mediaSchema } from './media'

/** SEO meta of spec §3; the site supplies defaults for what is null. */
export const seoMetaSchema = z.object({
  metaTitle: z.string().nullable(),
  metaDesc: z.string().nullable(),
  metaKeywords: z.string().nullable(),
  metaImage: mediaSchema.nullable(),
})
export type SeoMeta = z.infer<typeof seoMetaSchema>

export const pageSchema = z.object({
  id: idSchema,
  locale: localeSchema,
  title: z.string(),
  slug: z.string().min(1),
  /** The same page's slug in every locale, so a language switch can find it. */
  slugs: z.object({ id: z.string().min(1), en: z.string().min(1) }),
  /** The page's content, composed by editors from blocks (rich text, images, figures, …). */
  blocks: z.array(pageBlockSchema),
  meta: seoMetaSchema,
  untranslated: untranslatedSchema,
  status: publishStatusSchema,
  updatedAt: z.string(),
})
export type Page = z.infer<typeof pageSchema>

export const redirectSchema = z.object({
  id: idSchema,
  old_url: z.string().min(1),
  new_url: z.string().min(1),
})
export type Redirect = z.infer<typeof redirectSchema>

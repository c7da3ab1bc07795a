import { reads } from '../read'
import { z } from 'zod'
import { idSchema, localeSchema, publishStatusSchema, untranslatedSchema, listBodySchema } from './common'
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

/** The Content API's reads of these (the client's methods of the same names). */
export const pageReads = reads({
  pages: {
    path: 'pages',
    answer: listBodySchema(pageSchema),
    query: (p: { slug?: string }) => ({ 'filter[slug]': p.slug }),
    localized: true,
    drafts: true,
    paged: true,
    doc: {
      call: '`GET /pages?filter[slug]=…&locale=…[&draft=true]`',
      filters: '`slug`',
      answer:
        '`[{ id, locale, title, slug, slugs: { id, en }, blocks, meta: { metaTitle, metaDesc, metaKeywords, metaImage }, untranslated, status, updatedAt }]`; `blocks`: `richText`, `image`, `imageText`, `keyFigures`, `callToAction`, `documentList` (`pageBlockSchema`); `draft=true` needs a token with `content:preview`',
    },
  },
  redirects: {
    path: 'redirects',
    answer: listBodySchema(redirectSchema),
    query: (p: { oldUrl?: string }) => ({ 'filter[old_url]': p.oldUrl }),
    paged: true,
    doc: {
      call: '`GET /redirects?filter[old_url]=…`',
      filters: '`old_url`',
      answer: '`[{ id, old_url, new_url }]`',
    },
  },
})

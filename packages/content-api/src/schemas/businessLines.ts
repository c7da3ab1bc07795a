import { reads } from '../read'
import { z } from 'zod'
import { figureSchema, idSchema, localeSchema, publishStatusSchema, untranslatedSchema, listBodySchema } from './common'
import { mediaSchema } from './media'
import { seoMetaSchema } from './pages'
import { richTextSchema } from './richText'

/** A JTT business line (`…/lini-bisnis-jtt/{slug}`), with its own slug per language. */
export const businessLineSchema = z.object({
  id: idSchema,
  locale: localeSchema,
  title: z.string().min(1),
  slug: z.string().min(1),
  /** The same line's slug in every locale, so the language switch can find it. */
  slugs: z.object({ id: z.string().min(1), en: z.string().min(1) }),
  summary: z.string(),
  body: richTextSchema,
  image: mediaSchema.nullable(),
  figures: z.array(figureSchema),
  order: z.number().int(),
  meta: seoMetaSchema,
  untranslated: untranslatedSchema,
  status: publishStatusSchema,
  updatedAt: z.string(),
})
export type BusinessLine = z.infer<typeof businessLineSchema>

/** The Content API's reads of these (the client's methods of the same names). */
export const businessLineReads = reads({
  businessLines: {
    path: 'business-lines',
    answer: listBodySchema(businessLineSchema),
    query: (p: { slug?: string }) => ({ 'filter[slug]': p.slug }),
    localized: true,
    drafts: true,
    paged: true,
    doc: {
      call: '`GET /business-lines?filter[slug]=…&locale=…[&draft=true]`',
      filters: '`slug`',
      answer:
        '`[{ id, locale, title, slug, slugs: { id, en }, summary, body, image, figures, order, meta, untranslated, status, updatedAt }]` in their order',
    },
  },
})

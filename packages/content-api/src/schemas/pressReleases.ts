import { z } from 'zod'
import { idSchema, localeSchema, untranslatedSchema } from './common'
import { documentSchema } from './documents'
import { mediaSchema } from './media'
import { seoMetaSchema } from './pages'
import { richTextSchema } from './richText'

/** A press release as lists show it (the list, the home page, "related releases"). */
export const pressReleaseSummarySchema = z.object({
  id: idSchema,
  title: z.string(),
  slug: z.string().min(1),
  /** The same release's slug in every locale, so a language switch can find it. */
  slugs: z.object({ id: z.string().min(1), en: z.string().min(1) }),
  publishedAt: z.string(),
  /** The editor's summary, or the start of the body when there is none. */
  excerpt: z.string(),
  image: mediaSchema.nullable(),
  /** Fields given in Indonesian because they have no English yet (`title`, `excerpt`, `body`…). */
  untranslated: untranslatedSchema,
})
export type PressReleaseSummary = z.infer<typeof pressReleaseSummarySchema>

/** One press release in full (`GET /press-releases/{slug}`). */
export const pressReleaseSchema = pressReleaseSummarySchema.extend({
  locale: localeSchema,
  /** The body as the contract's rich-text tree (never HTML). */
  body: richTextSchema,
  /** Further photos, in the editor's order. */
  gallery: z.array(mediaSchema),
  /** PDF files that go with the release. */
  attachments: z.array(documentSchema),
  /** The editor's choice, or the nearest other releases in time when none was chosen. */
  related: z.array(pressReleaseSummarySchema),
  meta: seoMetaSchema,
  status: z.enum(['draft', 'published']),
  updatedAt: z.string(),
})
export type PressRelease = z.infer<typeof pressReleaseSchema>

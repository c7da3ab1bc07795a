import { reads } from '../read'
import { z } from 'zod'
import { idSchema, localeSchema, untranslatedSchema, listBodySchema, itemBodySchema } from './common'
import { documentSchema, yearCountSchema } from './documents'
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

/** The Content API's reads of these (the client's methods of the same names). */
export const pressReleaseReads = reads({
  pressReleases: {
    path: 'press-releases',
    answer: listBodySchema(pressReleaseSummarySchema),
    query: (p: { year?: number }) => ({ 'filter[year]': p.year }),
    localized: true,
    drafts: true,
    paged: true,
    doc: {
      call: '`GET /press-releases?filter[year]=…&locale=…[&draft=true]`',
      filters: '`year`',
      answer:
        '`[{ id, title, slug, slugs: { id, en }, publishedAt, excerpt, image }]`, newest first; a year is a calendar year in Jakarta time (UTC+7); the excerpt is the start of the body when the editor wrote none',
    },
  },
  pressRelease: {
    path: 'press-releases/{slug}',
    answer: itemBodySchema(pressReleaseSchema),
    localized: true,
    drafts: true,
    doc: {
      call: '`GET /press-releases/{slug}?locale=…[&draft=true]`',
      filters: '—',
      answer:
        "`{ …summary, locale, body: [rich text], gallery: [media], attachments: [document], related: [summary], meta, status, updatedAt }` by the slug in that language (404 `not_found` otherwise); `related` is the editor's choice or the releases nearest in time; a release never saved in English answers its Indonesian slug in English too",
    },
  },
  pressReleaseYears: {
    path: 'press-releases/years',
    answer: itemBodySchema(z.array(yearCountSchema)),
    doc: {
      call: '`GET /press-releases/years`',
      filters: '—',
      answer: '`[{ year, count }]` of published releases, newest first (not paginated)',
    },
  },
})

import { reads } from '../read'
import { z } from 'zod'
import { idSchema, localeSchema, untranslatedSchema, listBodySchema, itemBodySchema } from './common'
import { mediaSchema } from './media'

/**
 * Kinds of document the site publishes (PDF only). Each investor-relations page lists one kind;
 * `attachment` is a file that belongs to a press release and has no list of its own.
 */
export const DOCUMENT_TYPES = [
  'annual-report',
  'board-of-commissioners-report',
  'directors-report',
  'articles-of-association',
  'attachment',
] as const
export type DocumentType = (typeof DOCUMENT_TYPES)[number]

/** Years a document or press release can carry; a filter outside them is refused. */
export const MIN_YEAR = 1978
export const MAX_YEAR = 2100

/** The PDF itself: served by the content service with its type, length and a readable file name. */
export const documentFileSchema = z.object({
  /** Absolute download URL; the answer's language picks the file name the download is saved under. */
  url: z.string().min(1),
  filename: z.string().min(1),
  mimeType: z.literal('application/pdf'),
  /** Bytes. */
  size: z.number().int().nonnegative(),
})
export type DocumentFile = z.infer<typeof documentFileSchema>

export const documentSchema = z.object({
  id: idSchema,
  locale: localeSchema,
  type: z.enum(DOCUMENT_TYPES),
  /** The year the document is about (a report's fiscal year), not necessarily when it came out. */
  year: z.number().int().min(MIN_YEAR).max(MAX_YEAR),
  title: z.string(),
  description: z.string(),
  publishedAt: z.string(),
  cover: mediaSchema.nullable(),
  file: documentFileSchema,
  /** Fields answered in Indonesian for want of a translation (`title`, `description`). */
  untranslated: untranslatedSchema,
  updatedAt: z.string(),
})
export type Document = z.infer<typeof documentSchema>

/** One year that has items, for year filters: `{ year, count }`, newest year first. */
export const yearCountSchema = z.object({ year: z.number().int(), count: z.number().int().positive() })
export type YearCount = z.infer<typeof yearCountSchema>

/** The Content API's reads of these (the client's methods of the same names). */
export const documentReads = reads({
  documents: {
    path: 'documents',
    answer: listBodySchema(documentSchema),
    query: (p: { type?: DocumentType; year?: number }) => ({ 'filter[type]': p.type, 'filter[year]': p.year }),
    localized: true,
    drafts: true,
    paged: true,
    doc: {
      call: '`GET /documents?filter[type]=…&filter[year]=…&locale=…[&draft=true]`',
      filters: '`type` (`DOCUMENT_TYPES`), `year`',
      answer:
        '`[{ id, locale, type, year, title, description, publishedAt, cover, file: { url, filename, mimeType, size }, untranslated, updatedAt }]`, newest year first; `file.url` downloads the PDF (below)',
    },
  },
  documentYears: {
    path: 'documents/years',
    answer: itemBodySchema(z.array(yearCountSchema)),
    query: (p: { type?: DocumentType }) => ({ 'filter[type]': p.type }),
    doc: {
      call: '`GET /documents/years?filter[type]=…`',
      filters: '`type`',
      answer: '`[{ year, count }]` of published documents, newest first (not paginated)',
    },
  },
})

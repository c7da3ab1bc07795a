import { DOCUMENT_TYPES, type Document as DocumentBody, type Locale } from '@jtt/content-api'
import type { Document } from '../../payload-types'
import { env } from '../../lib/env'
import { populatedMedia } from './media'

/**
 * A document with the absolute URL of its PDF. The URL names the answer's language, so the file is
 * saved under the title in that language (see uploads/servePdf.ts).
 */
export function toDocument(doc: Document, locale: Locale, untranslated: string[] = []): DocumentBody {
  const filename = doc.filename ?? ''
  return {
    id: String(doc.id),
    locale,
    type: DOCUMENT_TYPES.includes(doc.type) ? doc.type : 'attachment',
    year: doc.year,
    title: doc.title,
    description: doc.description ?? '',
    publishedAt: doc.publishedAt,
    cover: populatedMedia(doc.cover),
    file: {
      url: `${env.publicUrl}/api/documents/file/${encodeURIComponent(filename)}?locale=${locale}`,
      filename,
      mimeType: 'application/pdf',
      size: doc.filesize ?? 0,
    },
    untranslated,
    updatedAt: doc.updatedAt,
  }
}

/** The documents of a relation that are populated (an id is not, or is not readable by this visitor). */
export const populated = (values: (number | Document)[] | null | undefined): Document[] =>
  (values ?? []).flatMap((value) => (value && typeof value === 'object' && value.filename ? [value] : []))

/** Those documents as the contract's, with the fields each answers in Indonesian (by id). */
export const populatedDocuments = (
  values: (number | Document)[] | null | undefined,
  locale: Locale,
  untranslated: Map<string, string[]> = new Map(),
): DocumentBody[] => populated(values).map((doc) => toDocument(doc, locale, untranslated.get(String(doc.id))))

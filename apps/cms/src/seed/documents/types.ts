import type { DocumentType } from '@jtt/content-api'
import type { PdfContent } from './pdf'

export type L = { id: string; en: string }

/** One sample document: created once (matched by filename), its PDF rendered by pdf-lib at seed time. */
export type SeedDocument = {
  filename: string
  type: DocumentType
  year: number
  publishedAt: string
  title: L
  description: L
  /** Draws a cover image for the document's list entry (annual reports). */
  cover?: { alt: L; svg: string }
  pdf: PdfContent
}

/** Rupiah figures in the reports are in billions, written the Indonesian way: 7.310,4. */
export const billions = (value: number) =>
  new Intl.NumberFormat('id-ID', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value)

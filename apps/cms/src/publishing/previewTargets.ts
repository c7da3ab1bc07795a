import type { Board, DocumentType } from '@jtt/content-api'
import type { PreviewTarget } from './preview'

/**
 * Preview targets of collections without a page per item: the site page that shows the document
 * (a fixed route of the web's table, `route/…` with its Indonesian path; the site localizes it).
 */
const BOARD_PAGES: Record<Board, string[]> = {
  commissioners: ['route', 'tentang-kami', 'profil', 'dewan-komisaris'],
  directors: ['route', 'tentang-kami', 'profil', 'direksi'],
  secretary: ['route', 'tentang-kami', 'profil', 'sekretaris-perusahaan'],
}

/** Press release attachments have no page of their own (their release shows them). */
const DOCUMENT_PAGES: Record<DocumentType, string[] | null> = {
  'annual-report': ['route', 'hubungan-investor', 'laporan-keuangan', 'laporan-tahunan'],
  'board-of-commissioners-report': ['route', 'hubungan-investor', 'informasi-perusahaan', 'laporan-dewan-komisaris'],
  'directors-report': ['route', 'hubungan-investor', 'informasi-perusahaan', 'laporan-direksi'],
  'articles-of-association': ['route', 'hubungan-investor', 'anggaran-dasar'],
  attachment: null,
}

/** The page of a select field's value (null until the editor has chosen one). */
const pageOf = <K extends string>(pages: Record<K, string[] | null>, value: unknown): string[] | null =>
  typeof value === 'string' && Object.hasOwn(pages, value) ? pages[value as K] : null

/** A board member: their board's page (the corporate secretary has a page of their own). */
export const personPreview: PreviewTarget = (doc) => pageOf(BOARD_PAGES, doc.board)

/** A report or the articles of association: the page that lists its kind. */
export const documentPreview: PreviewTarget = (doc) => pageOf(DOCUMENT_PAGES, doc.type)

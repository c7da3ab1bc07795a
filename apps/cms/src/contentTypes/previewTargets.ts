import type { Board, DocumentType } from '@jtt/content-api'
import type { RouteId } from '@jtt/content-api/routes'
import type { PreviewTarget } from './define'

/**
 * The preview target of a fixed page of the site: `route/{route id}` (the registry,
 * @jtt/content-api/routes); the site finds the page and its path in each language.
 */
export const routePreview = (route: RouteId): string[] => ['route', route]

/**
 * Preview targets of collections without a page per item: the site page that shows the document.
 */
const BOARD_PAGES: Record<Board, string[]> = {
  commissioners: routePreview('board-of-commissioners'),
  directors: routePreview('board-of-directors'),
  secretary: routePreview('corporate-secretary'),
}

/** Press release attachments have no page of their own (their release shows them). */
const DOCUMENT_PAGES: Record<DocumentType, string[] | null> = {
  'annual-report': routePreview('annual-reports'),
  'board-of-commissioners-report': routePreview('commissioners-reports'),
  'directors-report': routePreview('directors-reports'),
  'articles-of-association': routePreview('articles-of-association'),
  attachment: null,
}

/** The page of a select field's value (null until the editor has chosen one). */
const pageOf = <K extends string>(pages: Record<K, string[] | null>, value: unknown): string[] | null =>
  typeof value === 'string' && Object.hasOwn(pages, value) ? pages[value as K] : null

/** A board member: their board's page (the corporate secretary has a page of their own). */
export const personPreview: PreviewTarget = (doc) => pageOf(BOARD_PAGES, doc.board)

/** A report or the articles of association: the page that lists its kind. */
export const documentPreview: PreviewTarget = (doc) => pageOf(DOCUMENT_PAGES, doc.type)

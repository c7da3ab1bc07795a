import type { Document, DocumentType, InvestorRelations, Locale, YearCount } from '@jtt/content-api'
import { collectAllPages } from '@jtt/content-api'
import { cache } from 'react'
import { api } from './client'
import { ContentUnavailableError } from './errors'
import { readMode } from './preview'
import { cached, cacheTags } from './tags'

const DOCUMENTS = cacheTags.list('document')

/** The section's own content (figures, shareholders, share and bond information, contact…). */
export const getInvestorRelations = cache(async (locale: Locale): Promise<InvestorRelations> => {
  const { draft, call } = await readMode(cacheTags.investorRelations)
  const result = await api.investorRelations({ locale, draft }, call)
  if (!result.ok) throw new ContentUnavailableError('the investor relations content', result.error)
  return result.data.data
})

/** Every published document of a type (optionally of one year), newest year first; in preview, their drafts too. */
export const getDocuments = cache(async (locale: Locale, type: DocumentType, year?: number): Promise<Document[]> => {
  const { draft, call } = await readMode(DOCUMENTS, cacheTags.media)
  const result = await collectAllPages((page) => api.documents({ locale, type, year, page, perPage: 100, draft }, call))
  if (!result.ok) throw new ContentUnavailableError(`the ${type} documents`, result.error)
  return result.data
})

/** The report types the IR home shows the newest of, in this order. */
const REPORT_TYPES: DocumentType[] = ['annual-report', 'board-of-commissioners-report', 'directors-report']

/** The newest report of each kind (the IR home's latest reports); a kind without one is left out. */
export const getLatestReports = cache(async (locale: Locale): Promise<Document[]> => {
  const { draft, call } = await readMode(DOCUMENTS, cacheTags.media)
  const results = await Promise.all(
    REPORT_TYPES.map((type) => api.documents({ locale, type, perPage: 1, draft }, call)),
  )
  return results.flatMap((result, i) => {
    if (!result.ok) throw new ContentUnavailableError(`the latest ${REPORT_TYPES[i]}`, result.error)
    return result.data.data.slice(0, 1)
  })
})

/** The years that have published documents of a type, newest first (the year filter; drafts add none). */
export const getDocumentYears = cache(async (type: DocumentType): Promise<YearCount[]> => {
  const result = await api.documentYears({ type }, cached(DOCUMENTS))
  if (!result.ok) throw new ContentUnavailableError(`the ${type} years`, result.error)
  return result.data.data
})

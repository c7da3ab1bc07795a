import type { DocumentType } from '@jtt/content-api'
import { collectionSearch } from '../../search/source'
import { joinText } from '../../search/text'

/**
 * The investor-relations page that lists each kind of document (internal pathnames). Attachments
 * have no list of their own: they are found through their press release.
 */
const LIST_SCREENS: Partial<Record<DocumentType, string>> = {
  'annual-report': '/hubungan-investor/laporan-keuangan/laporan-tahunan',
  'board-of-commissioners-report': '/hubungan-investor/informasi-perusahaan/laporan-dewan-komisaris',
  'directors-report': '/hubungan-investor/informasi-perusahaan/laporan-direksi',
  'articles-of-association': '/hubungan-investor/anggaran-dasar',
}

/** Site search for reports: title and description; a result leads to the page that lists it. */
export const documentSearch = collectionSearch<'documents'>({
  type: 'document',
  extract: (document) => {
    const screen = LIST_SCREENS[document.type]
    if (!screen) return null
    return {
      title: document.title,
      body: joinText(String(document.year), document.description),
      summary: document.description ?? '',
      target: { kind: 'screen', screen },
    }
  },
})

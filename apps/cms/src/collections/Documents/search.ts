import type { DocumentType } from '@jtt/content-api'
import type { ScreenId } from '@jtt/content-api/routes'
import { collectionSearch } from '../../search/source'
import { joinText } from '../../search/text'

/**
 * The investor-relations page that lists each kind of document (route ids of the registry).
 * Attachments have no list of their own: they are found through their press release.
 */
const LIST_SCREENS: Partial<Record<DocumentType, ScreenId>> = {
  'annual-report': 'annual-reports',
  'board-of-commissioners-report': 'commissioners-reports',
  'directors-report': 'directors-reports',
  'articles-of-association': 'articles-of-association',
}

/** Site search for reports: title and description; a result leads to the page that lists it. */
export const documentSearch = collectionSearch<'documents'>({
  type: 'document',
  // 2: the document's kind is indexed (the site labels it).
  version: 2,
  extract: (document) => {
    const screen = LIST_SCREENS[document.type]
    if (!screen) return null
    return {
      title: document.title,
      body: joinText(String(document.year), document.description),
      summary: document.description ?? '',
      target: { kind: 'screen', screen },
      kind: document.type,
    }
  },
})

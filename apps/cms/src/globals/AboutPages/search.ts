import { ABOUT_SECTIONS, type AboutSectionKey } from '@jtt/content-api'
import type { ScreenId } from '@jtt/content-api/routes'
import { globalSearch } from '../../search/source'
import type { SearchEntry } from '../../search/source'

/** The screen of each About Us list page (route ids of the registry). */
const SCREENS: Record<AboutSectionKey, ScreenId> = {
  commissioners: 'board-of-commissioners',
  directors: 'board-of-directors',
  secretary: 'corporate-secretary',
  business: 'jtt-business',
  csr: 'csr',
}

/**
 * Site search for the About Us list pages (boards, corporate secretary, business, CSR): each page's
 * title and introduction, one result per page. The items they list are found on their own.
 */
export const aboutPagesSearch = globalSearch<'about-pages'>({
  type: 'profile',
  extract: (pages) =>
    ABOUT_SECTIONS.flatMap((key): SearchEntry[] => {
      const section = pages[key]
      if (!section?.title) return []
      return [
        {
          part: key,
          title: section.title,
          body: section.intro ?? '',
          summary: section.meta?.metaDesc ?? '',
          target: { kind: 'screen', screen: SCREENS[key] },
        },
      ]
    }),
})

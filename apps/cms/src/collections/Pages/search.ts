import { collectionSearch } from '../../search/source'
import { blocksToPlain } from '../../search/text'

/**
 * Site search for pages: the title, the text of its blocks, and the SEO description (shown as the
 * snippet when the text has no match). A result leads to the page under its slug in that language.
 */
export const pageSearch = collectionSearch<'pages'>({
  type: 'page',
  extract: (page) => ({
    title: page.title,
    body: blocksToPlain(page.layout),
    summary: page.meta?.metaDesc ?? '',
    target: { kind: 'item', type: 'page', key: page.slug },
  }),
})

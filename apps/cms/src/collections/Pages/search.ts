import { collectionSearch } from '../../search/source'
import { richTextToPlain } from '../../search/text'

/**
 * Site search for pages: the title, the text of the content, and the SEO description (shown as the
 * snippet when the text has no match). A result leads to the page under its slug in that language.
 */
export const pageSearch = collectionSearch<'pages'>({
  type: 'page',
  extract: (page) => ({
    title: page.title,
    body: richTextToPlain(page.content),
    summary: page.meta?.metaDesc ?? '',
    target: { kind: 'item', type: 'page', key: page.slug },
  }),
})

import { collectionSearch } from '../../search/source'
import { richTextHeadings, richTextToPlain } from '../../search/text'

/**
 * Site search for JTT's business lines: name, description and summary; the description's headings
 * weigh as keywords ('bertransaksi' finds toll-road operation, whose section 'Layanan transaksi'
 * says it, above a press release that mentions transactions twice in a shorter text).
 */
export const businessLineSearch = collectionSearch<'business-lines'>({
  type: 'business-line',
  // 2: the description's headings are keywords (issue 28).
  version: 2,
  extract: (line) => ({
    title: line.title,
    body: richTextToPlain(line.body),
    summary: line.summary,
    keywords: richTextHeadings(line.body),
    target: { kind: 'item', type: 'business-line', key: line.slug },
  }),
})

import { collectionSearch } from '../../search/source'
import { richTextToPlain } from '../../search/text'

/** Site search for JTT's business lines: name, description and summary. */
export const businessLineSearch = collectionSearch<'business-lines'>({
  type: 'business-line',
  extract: (line) => ({
    title: line.title,
    body: richTextToPlain(line.body),
    summary: line.summary,
    target: { kind: 'item', type: 'business-line', key: line.slug },
  }),
})

import type { CollectionBeforeChangeHook } from 'payload'
import type { SearchSynonym } from '../../../payload-types'

const tidy = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim()

/** The group in one line, the admin's title of it: 'rest area = TIP = …' or 'TIP → tempat istirahat …'. */
export const summarize: CollectionBeforeChangeHook<SearchSynonym> = ({ data, originalDoc }) => {
  // An update may send only some fields: the rest are the document's.
  const kind = data.kind ?? originalDoc?.kind
  const terms = (data.terms ?? originalDoc?.terms ?? []).map((row) => tidy(row.term)).filter(Boolean)
  const from = data.term !== undefined ? data.term : originalDoc?.term
  const summary = kind === 'oneWay' ? `${tidy(from)} → ${terms.join(', ')}` : terms.join(' = ')
  return { ...data, summary: summary.slice(0, 500) }
}

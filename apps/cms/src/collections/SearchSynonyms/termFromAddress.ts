import type { PayloadRequest } from 'payload'
import { MAX_TERM_LENGTH } from './validate'

/**
 * The create form opened from the search analytics screen ("Add a synonym":
 * `/admin/collections/search-synonyms/create?term=…`) starts with that query as its first term. Only in
 * the admin's own pages: an API call with a `term` parameter gets no term it did not send.
 */
export function termFromAddress({ req }: { req: PayloadRequest }): { term: string }[] | undefined {
  if (req.payloadAPI === 'REST' || req.payloadAPI === 'GraphQL') return undefined
  const term = req.query?.term
  if (typeof term !== 'string') return undefined
  const cleaned = term.replace(/\s+/g, ' ').trim().slice(0, MAX_TERM_LENGTH)
  return cleaned ? [{ term: cleaned }] : undefined
}

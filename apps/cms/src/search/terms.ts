import { STOP_WORDS } from './stopWords'
import { synonymSpans, type SynonymTable } from './synonyms'
import { words } from './text'

/** More terms than this add nothing but cost; the rest of a long query is left out. */
const MAX_QUERY_TERMS = 8

/**
 * One thing a query asks for: a word, or a run of words that is a synonym term ('rest area'), with
 * the terms it finds (as their words).
 */
export type QueryTerm = { text: string; synonyms?: readonly string[][] }

/**
 * The terms of a query, each once, in order: synonym terms where the editors' table has them (longest
 * first), the other words one by one. Stop words and single characters ('b' of a pasted '<b>') are
 * left out when more is asked; a synonym term keeps its own (tempat istirahat dan pelayanan).
 */
export function queryTerms(text: string, synonyms: SynonymTable | null): QueryTerm[] {
  const sequence = words(text)
  const terms: QueryTerm[] = []
  let at = 0
  for (const span of synonyms ? synonymSpans(sequence, synonyms) : []) {
    for (; at < span.start; at++) terms.push({ text: sequence[at]! })
    terms.push({ text: sequence.slice(span.start, span.end).join(' '), synonyms: span.alternatives })
    at = span.end
  }
  for (; at < sequence.length; at++) terms.push({ text: sequence[at]! })
  const unique = [...new Map(terms.map((term) => [term.text, term])).values()].slice(0, MAX_QUERY_TERMS)
  const meaningful = unique.filter((term) => term.synonyms || (!STOP_WORDS.has(term.text) && term.text.length > 1))
  return meaningful.length > 0 ? meaningful : unique
}

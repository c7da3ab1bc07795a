import type { Locale } from '@jtt/content-api'
import { words } from './text'

/** A group of the `search-synonyms` collection, as its documents hold it. */
export type SynonymRecord = {
  locale?: 'all' | Locale | null
  kind?: 'equivalent' | 'oneWay' | null
  /** The term a one-way expansion starts from. */
  term?: string | null
  terms?: { term?: string | null }[] | null
}

/** Every term (its folded words, joined by spaces) a query may hold, and what else it finds. */
export type SynonymTable = { expansions: ReadonlyMap<string, readonly string[][]>; longest: number }

/** A run of query words that is a synonym term, and the terms (as words) the run finds. */
export type SynonymSpan = { start: number; end: number; alternatives: readonly string[][] }

const asWords = (term: string | null | undefined) => words(term ?? '')

/**
 * The table of one language: in an equivalent group each term finds every term of the group; a
 * one-way expansion's term finds itself and its expansions ('tip' → 'tempat istirahat dan
 * pelayanan'), not the other way round. Several groups holding one term add up.
 */
export function synonymTable(records: SynonymRecord[], locale: Locale): SynonymTable {
  const found = new Map<string, Map<string, string[]>>()
  const add = (from: string[], to: string[][]) => {
    const key = from.join(' ')
    const alternatives = found.get(key) ?? new Map<string, string[]>()
    for (const term of [from, ...to]) alternatives.set(term.join(' '), term)
    found.set(key, alternatives)
  }
  for (const record of records) {
    if (record.locale !== 'all' && record.locale !== locale) continue
    const terms = (record.terms ?? []).map((row) => asWords(row.term)).filter((term) => term.length > 0)
    if (record.kind === 'oneWay') {
      const from = asWords(record.term)
      if (from.length > 0 && terms.length > 0) add(from, terms)
    } else if (terms.length > 1) {
      for (const term of terms) add(term, terms)
    }
  }
  const expansions = new Map([...found].map(([key, alternatives]) => [key, [...alternatives.values()]]))
  return { expansions, longest: Math.max(0, ...[...found.keys()].map((key) => key.split(' ').length)) }
}

/** The synonym terms in a query's words, longest first at each place, left to right, never overlapping. */
export function synonymSpans(queryWords: string[], table: SynonymTable): SynonymSpan[] {
  const spans: SynonymSpan[] = []
  for (let start = 0; start < queryWords.length;) {
    let span: SynonymSpan | null = null
    for (let length = Math.min(table.longest, queryWords.length - start); length > 0 && !span; length--) {
      const alternatives = table.expansions.get(queryWords.slice(start, start + length).join(' '))
      if (alternatives) span = { start, end: start + length, alternatives }
    }
    if (span) spans.push(span)
    start = span ? span.end : start + 1
  }
  return spans
}

import type { Locale, SearchType } from '@jtt/content-api'
import { matchesAsPrefix } from '../stem'

/** Whether the last word of a group's phrase also finds the words it starts (as a query's word does). */
export const phraseEndsAsPrefix = (phrase: readonly string[]): boolean =>
  matchesAsPrefix(phrase[phrase.length - 1] ?? '')

/** One row of the index: one searchable entry of one document in one language. */
export type IndexRow = {
  /** Collection slug, or `global:<slug>`. */
  source: string
  docId: string
  part: string
  locale: Locale
  /** Language of the text: the item's own, or Indonesian where it has no translation. */
  lang: Locale
  type: SearchType
  title: string
  body: string
  summary: string
  /** The result's target as JSON (`SearchTarget`). */
  target: string
  /** A document's kind (`DOCUMENT_TYPES`), '' for anything else. */
  kind: string
  /** `indexedWords` of the title, and of the body with the summary. */
  titleWords: string
  bodyWords: string
  /**
   * `stemWords` of those: the other forms' stems, found beside the words, ranked below them; the
   * title's with the entry's keywords (`SearchEntry.keywords`) and their stems.
   */
  titleStems: string
  bodyStems: string
}

/** A row as a query answers it, with its relevance (higher is better). */
export type FoundRow = Pick<
  IndexRow,
  'source' | 'docId' | 'part' | 'lang' | 'type' | 'title' | 'body' | 'summary' | 'target' | 'kind'
> & { score: number }

/**
 * A query in engine-neutral form: every group must match (AND); within a group any form may
 * (OR). `exact` words match whole words (or stems), `prefix` words the start of a word, `phrases`
 * their words one after the other (a synonym of several words), the last of them as a query's word
 * is matched: whole or, if longer than three letters, as the start of a word ('rest area' finds
 * 'Rest Areas'; `phraseEndsAsPrefix`).
 */
export type MatchGroup = {
  exact: string[]
  prefix: string[]
  phrases?: string[][]
  /**
   * The forms a row's relevance counts, when not all of them: a synonym's group finds every term of it,
   * and ranks the rows that hold the term as typed first.
   */
  ranked?: Omit<MatchGroup, 'ranked'>
}

/** How many rows of one type match a query. */
export type Facet = { type: SearchType; count: number }

export type SearchPage = {
  locale: Locale
  type?: SearchType
  limit: number
  offset: number
  /**
   * The query's words in order (several): rows holding them one after the other rank higher — 'simpang
   * susun cikopo' is the section with that interchange, not the one naming Cikopo beside another.
   */
  phrase?: string[] | null
  /**
   * What the query names (its words; for a synonym term, each of the terms): rows titled so come first
   * (`namedTitle`).
   */
  names?: string[][]
}

/** What the index needs from a database: SQLite FTS5 or PostgreSQL full-text search. */
export interface SearchEngine {
  readonly name: 'sqlite' | 'postgres'
  /** Replaces every row of one document (all languages and parts) in one transaction. */
  replaceDocument(source: string, docId: string, rows: IndexRow[]): Promise<void>
  /** Empties the index (rows and vocabulary). */
  clear(): Promise<void>
  /** Adds rows of many documents at once, for a rebuild of an empty index. */
  insertMany(rows: IndexRow[]): Promise<void>
  /** Recomputes the vocabulary (words per language and how many rows hold them) from the rows. */
  rebuildVocabulary(): Promise<void>
  countRows(): Promise<number>
  /** Those of `words` that are a word, or the start of one, in the language's vocabulary. */
  knownPrefixes(locale: Locale, words: string[]): Promise<Set<string>>
  /** Vocabulary words that look like `word` (shared trigrams), with their row counts. */
  similarWords(locale: Locale, word: string, maxEdits: number): Promise<{ word: string; rows: number }[]>
  /** Rows per type matching the query in one language. */
  facets(match: MatchGroup[], locale: Locale): Promise<Facet[]>
  /**
   * One page of matching rows (of `page.type`, if given), most relevant first, and the rows per type
   * of the whole query — from one pass over the matches, as the results page needs both.
   */
  search(match: MatchGroup[], page: SearchPage): Promise<{ facets: Facet[]; rows: FoundRow[] }>
  getMeta(key: string): Promise<string | null>
  setMeta(key: string, value: string): Promise<void>
}

import type { Locale } from '@jtt/content-api'
import { allowedEdits, editDistance } from './distance'
import type { MatchGroup, SearchEngine } from './engine'
import { matchesAsPrefix, stemsOf } from './stem'
import type { SynonymTable } from './synonyms'
import { queryTerms, type QueryTerm } from './terms'
import { words } from './text'

/** Typo corrections tried per word, best first. */
const MAX_CORRECTIONS = 3

/** A query ready for an engine, and what a word of a text must look like to be marked as a match. */
export type QueryPlan = {
  groups: MatchGroup[]
  /** The query with misspelt words replaced by their likeliest correction; null when none was. */
  corrected: string | null
  /** The query's words (stop words left out), for suggestions that drop one. */
  words: string[]
  /** Those words in order when there are several: rows holding them as a phrase rank higher. */
  phrase: string[] | null
  /** The titles the query names: its words as typed; a single synonym term's, each of its terms. */
  names: string[][]
}

/**
 * The group of one query word: the word whole, or as the start of a word; its stems (Indonesian root,
 * English stem) whole, which find the word's other forms through the stems the index keeps beside
 * each word ('pengendara' and 'kendaraan' share 'kendara'). A short word only whole: 'tip' must not
 * find 'tipe'.
 */
function groupOf(word: string): MatchGroup {
  if (!matchesAsPrefix(word)) return { exact: [word], prefix: [] }
  return { exact: [word, ...stemsOf(word)], prefix: [word] }
}

/**
 * The group of a synonym term: any of the terms it finds, a word in all its forms, several words as
 * a phrase; ranked by the term as typed.
 */
function synonymGroup(typed: string, alternatives: readonly string[][]): MatchGroup {
  const group: MatchGroup = { exact: [], prefix: [], phrases: [] }
  for (const term of alternatives) {
    if (term.length > 1) group.phrases!.push(term)
    else {
      const forms = groupOf(term[0]!)
      group.exact.push(...forms.exact)
      group.prefix.push(...forms.prefix)
    }
  }
  const own = typed.split(' ')
  group.ranked = own.length > 1 ? { exact: [], prefix: [], phrases: [own] } : groupOf(typed)
  return group
}

const formsOf = (groups: MatchGroup[]) => [...new Set(groups.flatMap((g) => [...g.prefix, ...g.exact]))]
const isKnown = (group: MatchGroup, known: Set<string>) =>
  [...group.prefix, ...group.exact].some((form) => known.has(form))

/** Vocabulary words at most `max` edits away (the allowed edits by default), closest and commonest first. */
async function corrections(
  engine: SearchEngine,
  locale: Locale,
  word: string,
  max = allowedEdits(word.length),
): Promise<string[]> {
  if (max === 0 || /\d/.test(word)) return []
  const candidates = await engine.similarWords(locale, word, max)
  return candidates
    .map((c) => ({ ...c, distance: editDistance(word, c.word, max) }))
    .filter((c) => c.distance <= max)
    .sort((a, b) => a.distance - b.distance || b.rows - a.rows || (a.word < b.word ? -1 : 1))
    .slice(0, MAX_CORRECTIONS)
    .map((c) => c.word)
}

/**
 * The titles a query names: its words as typed ('Struktur Organisasi' names the menu entry of that
 * title), and when it is one synonym term, each term of its group ('TIP' names 'Rest Area').
 */
export function namesOf(text: string, terms: QueryTerm[]): string[][] {
  const alternatives = terms.length === 1 ? (terms[0]!.synonyms ?? []) : []
  const names = [words(text), ...alternatives].filter((name) => name.length > 0)
  return [...new Map(names.map((name) => [name.join(' '), [...name]])).values()]
}

/**
 * Plans a query in one language: every term must match — a word as a word, a prefix, or through a
 * stem; a synonym term ('rest area', from the editors' table) as any of the terms it finds. A word
 * neither language's vocabulary knows in any of these forms is taken for a typo and matched by its
 * likeliest corrections instead. A word only the other language knows ('road' on the Indonesian
 * site) is a word, not a typo: 'load' would be a wrong guess. Null when the query has no words.
 */
export async function planQuery(
  engine: SearchEngine,
  text: string,
  locale: Locale,
  synonyms: SynonymTable | null = null,
): Promise<QueryPlan | null> {
  const terms = queryTerms(text, synonyms)
  if (terms.length === 0) return null
  const queryWords = terms.map((term) => term.text)
  const groups = terms.map((term) => (term.synonyms ? synonymGroup(term.text, term.synonyms) : groupOf(term.text)))
  // The editors' terms are words, never typos.
  const checked = terms.flatMap((term, i) => (term.synonyms ? [] : [{ index: i, word: term.text, group: groups[i]! }]))
  const known = await engine.knownPrefixes(locale, formsOf(checked.map((c) => c.group)))
  const otherLocale: Locale = locale === 'id' ? 'en' : 'id'
  const unknown = checked.filter((c) => !isKnown(c.group, known))
  // A word the vocabulary knows only through a stem may be a typo all the same: 'tahuan' reads as
  // 'tahu' + '-an', yet 'tahunan' is one letter away. Such a word also finds the words one edit away,
  // not offered as a correction (it may be a real derived word: 'bertransaksi' has none).
  const stemOnly = checked.filter((c) => !known.has(c.word) && isKnown(c.group, known))
  await Promise.all(
    stemOnly.map(async ({ word, group }) => group.exact.push(...(await corrections(engine, locale, word, 1)))),
  )
  const knownElsewhere = unknown.length
    ? await engine.knownPrefixes(otherLocale, formsOf(unknown.map((c) => c.group)))
    : new Set<string>()
  let correctedAny = false
  await Promise.all(
    unknown.map(async ({ index, word, group }) => {
      if (isKnown(group, knownElsewhere)) return
      const fixes = await corrections(engine, locale, word)
      if (fixes.length === 0) return
      group.exact.push(...fixes)
      queryWords[index] = fixes[0]!
      correctedAny = true
    }),
  )
  const phraseWords = terms.flatMap((term) => term.text.split(' '))
  return {
    names: namesOf(text, terms),
    groups,
    corrected: correctedAny ? queryWords.join(' ') : null,
    words: terms.map((term) => term.text),
    phrase: phraseWords.length > 1 ? phraseWords : null,
  }
}

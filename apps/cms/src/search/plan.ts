import type { Locale } from '@jtt/content-api'
import { allowedEdits, editDistance } from './distance'
import type { MatchGroup, SearchEngine } from './engine'
import { SHORT_WORD, stemsOf } from './stem'
import { words } from './text'

/** More words than this add nothing but cost; the rest of a long query is left out. */
const MAX_QUERY_WORDS = 8
/** Typo corrections tried per word, best first. */
const MAX_CORRECTIONS = 3

/** Words that carry no meaning on their own (left out unless the query is nothing else). */
const STOP_WORDS = new Set(
  (
    'yang dan di ke dari untuk dengan atau ini itu pada dalam adalah oleh sebagai juga akan ada para ' +
    'the a an of and or to in on for with by at is are be as from this that it'
  ).split(' '),
)

/** A query ready for an engine, and what a word of a text must look like to be marked as a match. */
export type QueryPlan = {
  groups: MatchGroup[]
  /** The query with misspelt words replaced by their likeliest correction; null when none was. */
  corrected: string | null
  /** The query's words (stop words left out), for suggestions that drop one. */
  words: string[]
}

/**
 * The group of one query word: the word whole, or as the start of a word; its stems (Indonesian root,
 * English stem) whole, which find the word's other forms through the stems the index keeps beside
 * each word ('pengendara' and 'kendaraan' share 'kendara'). A short word only whole: 'tip' must not
 * find 'tipe'.
 */
function groupOf(word: string): MatchGroup {
  if (word.length <= SHORT_WORD) return { exact: [word], prefix: [] }
  return { exact: [word, ...stemsOf(word)], prefix: [word] }
}

const formsOf = (groups: MatchGroup[]) => [...new Set(groups.flatMap((g) => [...g.prefix, ...g.exact]))]
const isKnown = (group: MatchGroup, known: Set<string>) =>
  [...group.prefix, ...group.exact].some((form) => known.has(form))

/** Vocabulary words at most the allowed edits away, closest and commonest first. */
async function corrections(engine: SearchEngine, locale: Locale, word: string): Promise<string[]> {
  const max = allowedEdits(word.length)
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
 * Plans a query in one language: every word must match (as a word, a prefix, or through a stem);
 * a word neither language's vocabulary knows in any of these forms is taken for a typo and matched
 * by its likeliest corrections instead. A word only the other language knows ('road' on the
 * Indonesian site) is a word, not a typo: 'load' would be a wrong guess. Null when the query has no
 * words at all.
 */
export async function planQuery(engine: SearchEngine, text: string, locale: Locale): Promise<QueryPlan | null> {
  const all = [...new Set(words(text))].slice(0, MAX_QUERY_WORDS)
  // Stop words and single characters ('b' of a pasted '<b>') narrow nothing down when more is asked.
  const meaningful = all.filter((word) => !STOP_WORDS.has(word) && word.length > 1)
  const queryWords = meaningful.length > 0 ? meaningful : all
  if (queryWords.length === 0) return null

  const groups = queryWords.map((word) => groupOf(word))
  const known = await engine.knownPrefixes(locale, formsOf(groups))
  const otherLocale: Locale = locale === 'id' ? 'en' : 'id'
  const unknownWords = queryWords.filter((_, i) => !isKnown(groups[i]!, known))
  const knownElsewhere = unknownWords.length
    ? await engine.knownPrefixes(otherLocale, formsOf(unknownWords.map((word) => groupOf(word))))
    : new Set<string>()
  let correctedAny = false
  const correctedWords = await Promise.all(
    queryWords.map(async (word, i) => {
      const group = groups[i]!
      if (isKnown(group, known) || isKnown(groupOf(word), knownElsewhere)) return word
      const fixes = await corrections(engine, locale, word)
      if (fixes.length === 0) return word
      group.exact.push(...fixes)
      correctedAny = true
      return fixes[0]!
    }),
  )
  return { groups, corrected: correctedAny ? correctedWords.join(' ') : null, words: queryWords }
}

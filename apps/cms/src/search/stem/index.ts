import { englishStem } from './english'
import { indonesianStem } from './indonesian'

/** Words this short are matched as they are: 'tip' is not 'tipe', and short stems match too much. */
const SHORT_WORD = 3

/** Whether a query word also finds the words it starts: a short one only itself ('tip' is not 'tipe'). */
export const matchesAsPrefix = (word: string): boolean => word.length > SHORT_WORD

/**
 * Stems already computed: a site has tens of thousands of words, stemmed at every change of a row and
 * for every word of the texts a results page cuts its snippets from.
 */
const known = new Map<string, string[]>()
const KNOWN_WORDS = 200_000

function computeStems(word: string): string[] {
  if (word.length <= SHORT_WORD || /\d/.test(word)) return []
  const stems = new Set([indonesianStem(word), englishStem(word)])
  stems.delete(word)
  return [...stems].filter((stem) => stem.length > 1)
}

/**
 * The stems of a folded word that differ from it: its Indonesian root ('pengendara' → 'kendara')
 * and its English stem ('whistleblowing' → 'whistleblow'). Both languages' stems, whatever the text's
 * language: English pages show Indonesian where they have no translation, Indonesian pages name
 * English things; the Indonesian stemmer only answers roots of its dictionary, so English words pass
 * through it unchanged. Words with digits and short words have none.
 */
export function stemsOf(word: string): string[] {
  let stems = known.get(word)
  if (stems === undefined) {
    if (known.size >= KNOWN_WORDS) known.clear()
    stems = computeStems(word)
    known.set(word, stems)
  }
  return stems
}

/** The index's stem column for an indexed text (`indexedWords`): each distinct stem once. */
export function stemWords(indexedText: string): string {
  const stems = new Set<string>()
  for (const word of new Set(indexedText.split(' '))) {
    for (const stem of stemsOf(word)) stems.add(stem)
  }
  return [...stems].join(' ')
}

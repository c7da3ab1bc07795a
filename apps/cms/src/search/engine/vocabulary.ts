import type { Locale } from '@jtt/content-api'
import { isRoot } from '../stem/indonesian'
import type { IndexRow } from './types'

type WordsOfRow = Pick<IndexRow, 'locale' | 'titleWords' | 'bodyWords' | 'titleStems' | 'bodyStems'>

/** A change to the vocabulary: per language, words and how many rows gained (+) or lost (−) them. */
export type VocabularyDelta = { locale: Locale; word: string; delta: number }[]

const split = (text: string) => text.split(' ').filter((word) => word.length > 0)

/**
 * The words a row adds to the vocabulary: its own, and the Indonesian roots of them — real words,
 * so 'bayar' is known (not a typo of 'layar') on a site that only says 'pembayaran'. English stems
 * ('servic') are left out: they would be offered as corrections.
 */
const distinctWords = (row: WordsOfRow) =>
  new Set([
    ...split(`${row.titleWords} ${row.bodyWords}`),
    ...split(`${row.titleStems} ${row.bodyStems}`).filter(isRoot),
  ])

function count(rows: WordsOfRow[], sign: 1 | -1, into: Map<string, number>) {
  for (const row of rows) {
    for (const word of distinctWords(row)) {
      const key = `${row.locale} ${word}`
      into.set(key, (into.get(key) ?? 0) + sign)
    }
  }
}

/**
 * What replacing `before` with `after` does to the vocabulary (the words typo tolerance picks
 * from). Sorted, so concurrent transactions lock vocabulary rows in one order and never deadlock.
 */
export function vocabularyDelta(before: WordsOfRow[], after: WordsOfRow[]): VocabularyDelta {
  const counts = new Map<string, number>()
  count(before, -1, counts)
  count(after, 1, counts)
  const delta: VocabularyDelta = []
  for (const [key, value] of counts) {
    if (value === 0) continue
    const [locale, word] = key.split(' ') as [Locale, string]
    delta.push({ locale, word, delta: value })
  }
  return delta.sort((a, b) => (a.locale === b.locale ? (a.word < b.word ? -1 : 1) : a.locale < b.locale ? -1 : 1))
}

/** Splits a list into chunks small enough for one statement's parameters. */
export function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = []
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size))
  return out
}

/**
 * The first string after every string that starts with `prefix` (in code-point order), so
 * `word >= prefix AND word < upper` finds words starting with it through an ordinary index.
 */
export function prefixUpperBound(prefix: string): string {
  const points = Array.from(prefix)
  const last = points.pop() ?? ''
  return points.join('') + String.fromCodePoint((last.codePointAt(0) ?? 0) + 1)
}

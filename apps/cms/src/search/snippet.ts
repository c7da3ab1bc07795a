import type { TextSegment } from '@jtt/content-api'
import type { MatchGroup } from './engine'
import { phraseEndsAsPrefix } from './engine/types'
import { stemsOf } from './stem'
import { STOP_WORDS } from './stopWords'
import { fold } from './text'

/**
 * Which query group a word of a text matches (-1: none), the way the engines match it: the word or
 * one of the stems indexed beside it, whole or by its start, so 'Pemeliharaan' is marked for
 * 'pelihara' as written.
 */
export type WordMatcher = (word: string) => number

export function matcherOf(groups: MatchGroup[]): WordMatcher {
  // A phrase's words are marked where they stand, its stop words ('dan') aside: they are everywhere.
  const wholeWords = groups.map((group) => [
    ...group.exact,
    ...(group.phrases ?? []).flat().filter((word) => !STOP_WORDS.has(word)),
  ])
  // A phrase's last word finds the words it starts, as in the engines ('rest area': 'Rest Areas').
  const prefixes = groups.map((group) => [
    ...group.prefix,
    ...(group.phrases ?? []).filter(phraseEndsAsPrefix).map((phrase) => phrase[phrase.length - 1]!),
  ])
  const groupOf = (form: string) =>
    groups.findIndex((_, i) => wholeWords[i]!.includes(form) || prefixes[i]!.some((prefix) => form.startsWith(prefix)))
  return (word) => {
    const folded = fold(word)
    const asWritten = groupOf(folded)
    if (asWritten >= 0) return asWritten
    for (const stem of stemsOf(folded)) {
      const group = groupOf(stem)
      if (group >= 0) return group
    }
    return -1
  }
}

/** Letters, digits and the marks on them: what a word is, in the original (unfolded) text. */
const WORD = /[\p{L}\p{N}\p{M}]+/gu

type Word = { start: number; end: number; group: number }

const wordsIn = (text: string, matcher: WordMatcher): Word[] =>
  Array.from(text.matchAll(WORD), (m) => ({ start: m.index, end: m.index + m[0].length, group: matcher(m[0]) }))

/** Paragraph breaks inside a passage read as a middle dot, not as words run together. */
const flatten = (text: string) => text.replace(/\s*\n\s*/g, ' · ')

/** `text[from, to)` in segments, the matching words marked (adjacent plain text merged). */
function segments(text: string, found: Word[], from: number, to: number): TextSegment[] {
  const out: TextSegment[] = []
  const push = (piece: string, match: boolean) => {
    if (!piece) return
    const last = out.at(-1)
    if (last && last.match === match) last.text += piece
    else out.push({ text: piece, match })
  }
  let at = from
  for (const word of found) {
    if (word.group < 0 || word.start < from || word.end > to) continue
    push(flatten(text.slice(at, word.start)), false)
    push(text.slice(word.start, word.end), true)
    at = word.end
  }
  push(flatten(text.slice(at, to)), false)
  return out
}

/** The whole text in segments, matching words marked (for titles). */
export const markAll = (text: string, matcher: WordMatcher): TextSegment[] =>
  segments(text, wordsIn(text, matcher), 0, text.length)

const PUNCTUATION = /[^\s\p{L}\p{N}\p{M}]/u

/** Characters of context kept before the first match of a passage. */
const LEAD = 50

/**
 * The passage of about `size` characters around the best matches of `text`: the window holding the
 * most different query words (then the most matches, then the earliest), starting at a word or a
 * paragraph and ending at a word, with '…' where the text goes on. Null when nothing matches.
 */
export function bestPassage(text: string, matcher: WordMatcher, size = 200): TextSegment[] | null {
  const found = wordsIn(text, matcher)
  const matches = found.filter((w) => w.group >= 0)
  if (matches.length === 0) return null
  let best: { from: number; to: number; score: number } | null = null
  for (const anchor of matches) {
    const paragraph = text.lastIndexOf('\n', anchor.start) + 1
    const firstWord = found.find((w) => w.start >= Math.max(paragraph, anchor.start - LEAD))!
    const from = paragraph >= anchor.start - LEAD ? paragraph : firstWord.start
    const inside = found.filter((w) => w.start >= from && w.end <= from + size)
    const to = inside.at(-1)?.end ?? anchor.end
    const hits = inside.filter((w) => w.group >= 0)
    const score = new Set(hits.map((w) => w.group)).size * 1000 + hits.length
    if (!best || score > best.score) best = { from, to, score }
  }
  // Punctuation clinging to the first or last word ('("JTT")', 'Senin.') stays with it.
  let { from, to } = best!
  while (from > 0 && PUNCTUATION.test(text[from - 1]!)) from--
  while (to < text.length && PUNCTUATION.test(text[to]!)) to++
  const out = segments(text, found, from, to)
  if (from > 0) out.unshift({ text: '…', match: false })
  if (to < text.trimEnd().length) out.push({ text: '…', match: false })
  return mergePlain(out)
}

/** The start of a text, cut at a word end (for results whose text has no match). */
export function opening(text: string, size = 200): TextSegment[] {
  if (!text) return []
  if (text.length <= size) return [{ text: flatten(text), match: false }]
  const cut = text.slice(0, size + 1).search(/[\p{L}\p{N}\p{M}]*$/u)
  const end = cut > 0 ? cut : size
  return [{ text: `${flatten(text.slice(0, end).trimEnd())}…`, match: false }]
}

function mergePlain(parts: TextSegment[]): TextSegment[] {
  const out: TextSegment[] = []
  for (const part of parts) {
    const last = out.at(-1)
    if (last && !last.match && !part.match) last.text += part.text
    else out.push({ ...part })
  }
  return out
}

/** The snippet of a result: the best passage of the body, else of the summary, else its opening. */
export function snippetOf(body: string, summary: string, matcher: WordMatcher): TextSegment[] {
  return bestPassage(body, matcher) ?? bestPassage(summary, matcher) ?? opening(summary || body)
}

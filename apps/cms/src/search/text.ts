import { MAX_SEARCH_QUERY_LENGTH } from '@jtt/content-api'
import { convertLexicalToPlaintext } from '@payloadcms/richtext-lexical/plaintext'

/** Longest text of one item the index keeps (a very long document is found by its first part). */
const MAX_INDEXED_CHARS = 60_000
/** Longer "words" (hashes, encoded data) are not words anyone types. */
const MAX_WORD_LENGTH = 40

/**
 * The form words are compared in: lowercase, accents and compatibility forms folded (é → e,
 * full-width letters → ASCII), so 'Café', 'cafe' and 'ＣＡＦＥ' are one word.
 */
export const fold = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()

const WORD = /[\p{L}\p{N}]+/gu

/** The folded words of a text, in order (letters and digits; everything else separates). */
export const words = (text: string): string[] =>
  (fold(text).match(WORD) ?? []).filter((word) => word.length <= MAX_WORD_LENGTH)

/**
 * What the engines index: the folded words joined by spaces. Both engines then see the same
 * words, so SQLite and PostgreSQL find the same things (PostgreSQL's parser would otherwise keep
 * e-mail addresses and hyphenated words whole).
 */
export const indexedWords = (text: string): string => words(text.slice(0, MAX_INDEXED_CHARS)).join(' ')

/** Whitespace runs to one space, blank lines kept as one line break (paragraphs stay apart). */
export const tidyText = (text: string): string =>
  text
    .replace(/[^\S\n]+/g, ' ')
    .replace(/ ?\n[\s]*/g, '\n')
    .trim()
    .slice(0, MAX_INDEXED_CHARS)

type RichText = Parameters<typeof convertLexicalToPlaintext>[0]['data']

/** The plain text of a rich-text field (paragraphs on lines of their own); '' when empty. */
export function richTextToPlain(value: unknown): string {
  if (!value || typeof value !== 'object' || !('root' in value)) return ''
  return tidyText(convertLexicalToPlaintext({ data: value as RichText }))
}

type LexicalNode = { type?: string; text?: string; children?: LexicalNode[] }

const textOf = (node: LexicalNode): string => node.text ?? (node.children ?? []).map(textOf).join('')

/**
 * The headings of a rich-text field, one per line ('' when none): what its sections are about, which a
 * search weighs above the text under them (`SearchEntry.keywords`).
 */
export function richTextHeadings(value: unknown): string {
  if (!value || typeof value !== 'object' || !('root' in value)) return ''
  const headings: string[] = []
  const walk = (node: LexicalNode) => {
    if (node.type === 'heading') headings.push(textOf(node))
    else (node.children ?? []).forEach(walk)
  }
  walk((value as { root: LexicalNode }).root)
  return joinText(...headings)
}

/** Several texts as one body, each on its own line, empty ones left out. */
export const joinText = (...parts: (string | null | undefined)[]): string =>
  tidyText(parts.filter((part): part is string => Boolean(part?.trim())).join('\n'))

/**
 * A visitor's query as the service reads it: control characters dropped, whitespace collapsed,
 * cut to MAX_SEARCH_QUERY_LENGTH characters (by code point, so no half emoji is left over).
 */
export function readQueryText(raw: string): string {
  const cleaned = raw
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}\p{Cs}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  return Array.from(cleaned).slice(0, MAX_SEARCH_QUERY_LENGTH).join('').trim()
}

/** Keys of a page block whose text a visitor reads (block ids, URLs and options are left out). */
const BLOCK_TEXT_KEYS = new Set(['heading', 'text', 'caption', 'label', 'title', 'description', 'linkLabel'])

/**
 * The text of a page's blocks (see `src/blocks`), in their order: headings, rich text, captions,
 * figures' labels, document titles. Nested arrays (figures, documents) are walked too.
 */
export function blocksToPlain(blocks: unknown): string {
  const parts: string[] = []
  const walk = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(walk)
    if (!value || typeof value !== 'object') return
    for (const [key, field] of Object.entries(value)) {
      if (typeof field === 'string' && BLOCK_TEXT_KEYS.has(key)) parts.push(field)
      else if (field && typeof field === 'object' && 'root' in field) parts.push(richTextToPlain(field))
      else if (Array.isArray(field)) walk(field)
    }
  }
  walk(blocks)
  return joinText(...parts)
}

import { readQueryText, words } from '../text'

/** Digits in a row that may be a phone, card, account or ID number: never stored as typed. */
const LONG_NUMBER = /\d{6,}/g
/** Longest folded query kept (the service reads 200 characters; folding may lengthen a few). */
const MAX_FOLDED_LENGTH = 200

/**
 * A visitor's query as search analytics keeps it: read as the service reads a query (readQueryText),
 * then folded into the words search compares (lowercase, accents and compatibility forms folded,
 * punctuation and spacing collapsed — `words` in ../text), so 'Rest-Area', ' rest area ' and
 * 'REST ÁREA' are one row. A run of six or more digits becomes '#': someone typing an e-toll card or
 * phone number into the box leaves the need ('saldo #'), not the number. '' when nothing is left.
 */
export function foldQuery(raw: string): string {
  const folded = words(readQueryText(raw))
    .map((word) => word.replace(LONG_NUMBER, '#'))
    .join(' ')
  return Array.from(folded).slice(0, MAX_FOLDED_LENGTH).join('').trim()
}

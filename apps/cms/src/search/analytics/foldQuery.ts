import { readQueryText, words } from '../text'

/** Digits with what people write between them (+62 812-3456-7890, 6032 9840 1234 5678). */
const NUMBER_RUN = /\+?\d[\d\s().\/-]*\d/g
/** What makes a run a phone, card, account or ID number: six digits together, or nine in all. */
const isPersonalNumber = (run: string) => /\d{6}/.test(run) || run.replace(/\D/g, '').length >= 9
/** Stands for a masked number among the words (no visitor types it), shown as '#'. */
const MASK = 'zzangkazz'
/** Longest folded query kept (the service reads 200 characters; folding may lengthen a few). */
const MAX_FOLDED_LENGTH = 200

/**
 * A visitor's query as search analytics keeps it: read as the service reads a query (readQueryText),
 * then folded into the words search compares (lowercase, accents and compatibility forms folded,
 * punctuation and spacing collapsed — `words` in ../text), so 'Rest-Area', ' rest area ' and
 * 'REST ÁREA' are one row. A number that may be someone's (phone, e-toll card, account, ID) becomes
 * '#': a visitor typing theirs into the box leaves the need ('saldo #'), not the number. '' when
 * nothing is left.
 */
export function foldQuery(raw: string): string {
  const masked = readQueryText(raw).replace(NUMBER_RUN, (run) => (isPersonalNumber(run) ? ` ${MASK} ` : run))
  const folded = words(masked)
    .map((word) => (word === MASK ? '#' : word))
    .join(' ')
  return Array.from(folded).slice(0, MAX_FOLDED_LENGTH).join('').trim()
}

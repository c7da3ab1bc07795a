import type { ArrayFieldValidation, TextFieldSingleValidation } from 'payload'
import { words } from '../../search/text'

/** A term longer than this is a sentence, not something visitors type. */
const MAX_TERM_WORDS = 6
export const MAX_TERM_LENGTH = 100
export const MAX_TERMS = 20

type Sibling = { kind?: string; terms?: { term?: string | null }[] | null }

/** What is wrong with one term, or null: it must hold a word, and not too many. */
export function termProblem(term: string | null | undefined): string | null {
  const found = words(term ?? '')
  if (found.length === 0)
    return 'A term needs at least one word (letters or digits). / Istilah perlu setidaknya satu kata.'
  if (found.length > MAX_TERM_WORDS)
    return `A term has at most ${MAX_TERM_WORDS} words. / Istilah paling banyak ${MAX_TERM_WORDS} kata.`
  return null
}

/** The one-way expansion's term: required for that kind only. */
export const validateFromTerm: TextFieldSingleValidation = (value, { siblingData }) => {
  if ((siblingData as Sibling).kind !== 'oneWay') return true
  return termProblem(value) ?? true
}

/** The terms: two or more for a group of equivalents, one or more for an expansion, each a few words. */
export const validateTerms: ArrayFieldValidation = (value, { siblingData }) => {
  const rows = ((siblingData as Sibling).terms ?? []) as { term?: string | null }[]
  const needed = (siblingData as Sibling).kind === 'oneWay' ? 1 : 2
  const count = Array.isArray(value) ? value.length : Number(value ?? 0)
  if (count < needed) return `At least ${needed} terms. / Paling sedikit ${needed} istilah.`
  for (const row of rows) {
    const problem = termProblem(row.term)
    if (problem) return problem
  }
  return true
}

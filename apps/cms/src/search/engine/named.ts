import { phraseEndsAsPrefix } from './types'

/** How an engine writes its n-th statement parameter and the position of one text in another. */
export type Dialect = { param: (n: number) => string; position: (needle: string, haystack: string) => string }

export const SQLITE: Dialect = {
  param: (n) => `?${n}`,
  position: (needle, haystack) => `instr(${haystack}, ${needle})`,
}
export const POSTGRES: Dialect = {
  param: (n) => `$${n}`,
  position: (needle, haystack) => `strpos(${haystack}, ${needle})`,
}

/**
 * The SQL condition that a row's title is one of `names` (word sequences), and its parameters from
 * `firstParam` on: the title's words are the name's, the last whole or — as a query's word is matched —
 * as the start of a word when longer than three letters ('rest area' names 'Rest Areas'; 'tip' only
 * 'TIP'). A result titled as the visitor asked is the one they named: the rest-area finder's menu
 * entry 'Rest Area' for 'rest area', not a business line that repeats the words in its text.
 */
export function namedTitle(
  names: readonly string[][],
  dialect: Dialect,
  firstParam: number,
  column = 'title_words',
): { sql: string; args: string[] } {
  if (names.length === 0) return { sql: 'FALSE', args: [] }
  const args = names.map((name) => name.join(' '))
  const conditions = names.map((name, i) => {
    const param = dialect.param(firstParam + i)
    if (!phraseEndsAsPrefix(name)) return `${column} = ${param}`
    // Characters, as substr counts them in both databases.
    const length = [...args[i]!].length
    return `(substr(${column}, 1, ${length}) = ${param} AND ${dialect.position("' '", `substr(${column}, ${length + 1})`)} = 0)`
  })
  return { sql: `(${conditions.join(' OR ')})`, args }
}

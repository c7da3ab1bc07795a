// The Hunspell id_ID root list, space-separated (LGPL-3: see NOTICE.md).
import INDONESIAN_ROOTS from './indonesianRoots.json'
import { PREFIX_FIRST, PREFIX_RULE_GROUPS, SUFFIX_RULES } from './indonesianRules'

/**
 * A dictionary-based Indonesian stemmer: Enhanced Confix Stripping (Nazief–Adriani with the ECS
 * rules and the suffix restoration loop), as Sastrawi implements it, over the Hunspell id_ID root
 * list (Sastrawi's own list is CC BY-NC-SA, not usable on a company's site). A word is only stemmed
 * to a root the dictionary knows: anything else (names, English, typos) is answered unchanged.
 */

/** Shortest root the stemmer answers: the list's two-letter words (la, rim's kin) catch wrong readings. */
const MIN_ROOT = 3

let roots: Set<string> | null = null
/** Whether a folded word is a root of the dictionary (a real word, not a stemming artefact). */
export const isRoot = (word: string): boolean =>
  (roots ??= new Set(INDONESIAN_ROOTS.split(' ').filter((root) => root.length >= MIN_ROOT))).has(word)

/** Words this short are never stemmed (too many would become other words). */
const MAX_UNSTEMMED_LENGTH = 3
/** Prefix removals tried one after the other (meN-per-, di-per-, ke-ber-…). */
const MAX_PREFIXES = 3

type Removal = { subject: string; result: string; prefix: boolean }

/** One stemming: the word as it is being stripped and what was removed on the way. */
class Attempt {
  current: string
  removals: Removal[] = []
  constructor(readonly original: string) {
    this.current = original
  }

  private remove(result: string, prefix: boolean) {
    this.removals.push({ subject: this.current, result, prefix })
    this.current = result
  }

  /** Particle, possessive, derivational suffix: each at most once, stopping at a root. */
  removeSuffixes(): boolean {
    for (const { pattern } of SUFFIX_RULES) {
      const result = this.current.replace(pattern, '')
      if (result !== this.current) this.remove(result, false)
      if (isRoot(this.current)) return true
    }
    return false
  }

  /**
   * The first rule group that applies; within it the first reading that is a root, else the first
   * reading (Sastrawi takes the last: 'menerangi' then went me-t-erangi → te-rangi → 'rang').
   */
  private removeOnePrefix(): boolean {
    for (const group of PREFIX_RULE_GROUPS) {
      const readings = group
        .filter(([pattern]) => pattern.test(this.current))
        .map(([pattern, replacement]) => this.current.replace(pattern, replacement))
      const result = readings.find(isRoot) ?? readings[0] ?? null
      if (result !== null && result !== this.current) {
        this.remove(result, true)
        return true
      }
    }
    return false
  }

  removePrefixes(): boolean {
    for (let i = 0; i < MAX_PREFIXES; i++) {
      if (isRoot(this.current) || !this.removeOnePrefix()) break
    }
    return isRoot(this.current)
  }

  /**
   * ECS's suffix restoration: back to the word before its prefixes, then each removed suffix put
   * back in turn (-kan first as -k, as in 'masak' + -kan) and the prefixes removed again.
   */
  restoreSuffixes(): boolean {
    const firstPrefix = this.removals.find((removal) => removal.prefix)
    if (firstPrefix) this.current = firstPrefix.subject
    const suffixes = this.removals.filter((removal) => !removal.prefix)
    const saved = { current: this.current, removals: suffixes }
    for (const removal of [...suffixes].reverse()) {
      if (removal.subject.endsWith('kan') && removal.result === removal.subject.slice(0, -3)) {
        this.current = `${removal.result}k`
        if (this.removePrefixes()) return true
        this.current = `${removal.result}kan`
      } else {
        this.current = removal.subject
      }
      if (this.removePrefixes()) return true
      this.current = saved.current
      this.removals = [...saved.removals]
    }
    return false
  }
}

/** The Indonesian root of a folded word ('pemeliharaan' → 'pelihara'), or the word itself. */
export function indonesianStem(word: string): string {
  if (isRoot(word) || word.length <= MAX_UNSTEMMED_LENGTH || !/^[a-z]+$/.test(word)) return word
  const attempt = new Attempt(word)
  if (PREFIX_FIRST.some((pattern) => pattern.test(word))) {
    if (attempt.removePrefixes() || attempt.removeSuffixes()) return attempt.current
    attempt.current = word
    attempt.removals = []
  }
  if (attempt.removeSuffixes() || attempt.removePrefixes() || attempt.restoreSuffixes()) return attempt.current
  return word
}

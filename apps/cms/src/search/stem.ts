/**
 * Light stemming of query words, for both languages (an English page may show Indonesian text
 * where it has no translation). Every word is also matched as a prefix, so 'tarif' already finds
 * 'tarifnya'; stems let 'tarifnya' find 'tarif' and 'services' find 'service'. Only suffixes are
 * removed: Indonesian prefixes change the first letter of the root (meN- + tarik → menarik), which
 * a light stemmer cannot undo without a dictionary.
 */

/** Shortest stem worth matching as a prefix; shorter ones would match far too much. */
const MIN_STEM = 4

const INDONESIAN_PARTICLES = ['lah', 'kah', 'tah', 'pun']
const INDONESIAN_POSSESSIVES = ['nya', 'ku', 'mu']
const INDONESIAN_SUFFIXES = ['kan', 'an', 'i']

function stripOne(word: string, suffixes: string[]): string {
  for (const suffix of suffixes) {
    if (word.endsWith(suffix) && word.length - suffix.length >= MIN_STEM) return word.slice(0, -suffix.length)
  }
  return word
}

/** Indonesian: particle, then possessive, then derivational suffix (Nazief–Adriani order). */
function indonesianStems(word: string): string[] {
  const withoutParticle = stripOne(word, INDONESIAN_PARTICLES)
  const withoutPossessive = stripOne(withoutParticle, INDONESIAN_POSSESSIVES)
  const root = stripOne(withoutPossessive, INDONESIAN_SUFFIXES)
  return [withoutParticle, withoutPossessive, root]
}

/** English: plurals and the commonest verb endings. */
function englishStems(word: string): string[] {
  const stems: string[] = []
  if (word.endsWith('ies') && word.length - 3 >= MIN_STEM - 1) stems.push(`${word.slice(0, -3)}y`)
  else if (/(ss|us|is)$/.test(word)) {
    // 'access', 'status', 'analysis' are not plurals
  } else if (word.endsWith('es') && word.length - 2 >= MIN_STEM) stems.push(word.slice(0, -2), word.slice(0, -1))
  else if (word.endsWith('s') && word.length - 1 >= MIN_STEM) stems.push(word.slice(0, -1))
  for (const ending of ['ing', 'ed']) {
    if (word.endsWith(ending) && word.length - ending.length >= MIN_STEM) stems.push(word.slice(0, -ending.length))
  }
  return stems
}

/** The word's stems (the word itself excluded), shortest last; digits are never stemmed. */
export function stems(word: string): string[] {
  if (/\d/.test(word)) return []
  const all = new Set([...indonesianStems(word), ...englishStems(word)])
  all.delete(word)
  return [...all].filter((stem) => stem.length >= MIN_STEM - 1)
}

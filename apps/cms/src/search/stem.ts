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

/** Prefixes that join a root unchanged (di- + bayar → dibayar). */
const PLAIN_PREFIXES = ['di', 'ke', 'se', 'ter', 'ber', 'per']

/**
 * The nasal prefixes meN-/peN- before a root: the nasal depends on the root's first letter, and a
 * voiceless first letter (p, t, k, s) melts into it (pakai → memakai, tarik → penarik).
 */
function nasalForms(root: string): string[] {
  const first = root[0] ?? ''
  const rest = root.slice(1)
  const forms = (nasal: string, stem: string) => [`me${nasal}${stem}`, `pe${nasal}${stem}`]
  if ('bfv'.includes(first)) return forms('m', root)
  if (first === 'p') return forms('m', rest)
  if ('dcjz'.includes(first)) return forms('n', root)
  if (first === 't') return forms('n', rest)
  if (first === 'k') return forms('ng', rest)
  if (first === 's') return forms('ny', rest)
  if ('ghaiueo'.includes(first)) return forms('ng', root)
  // l, m, n, r, w, y: me-/pe- join them unchanged.
  return forms('', root)
}

/**
 * An Indonesian root word with the commonest prefixes (matched as prefixes of indexed words, so
 * suffixes follow): 'bayar' → 'pembayar(an)', 'dibayar', 'membayar'. Only for roots long enough
 * that a prefixed form is unlikely to be another word; digits never.
 */
export function indonesianPrefixed(root: string): string[] {
  if (root.length < MIN_STEM + 1 || /\d/.test(root)) return []
  return [...PLAIN_PREFIXES.map((prefix) => `${prefix}${root}`), ...nasalForms(root)]
}

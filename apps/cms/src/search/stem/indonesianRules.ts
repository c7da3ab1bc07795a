/**
 * The prefix rules of the Enhanced Confix Stripping stemmer (Arifin, Mahendra & Ciptaningtyas 2009,
 * extending Nazief & Adriani 1996), numbered as in that paper and in Sastrawi. Each rule turns a
 * word that starts with a prefix into the candidate root behind it; a group holds the readings of
 * one spelling (meN- + a vowel hides m-, p-, or nothing), tried in order. V: vowel, C: consonant.
 */
export type PrefixRule = readonly [pattern: RegExp, replacement: string]

const C = 'bcdfghjklmnpqrstvwxyz'
const CnoR = 'bcdfghjklmnpqstvwxyz'
/** Consonants other than r, w, y, l, m, n (pe- before them is plain, not peN-). */
const Cpe = 'bcdfghjkpqstvxz'

export const PREFIX_RULE_GROUPS: readonly (readonly PrefixRule[])[] = [
  [[/^(?:di|ke|se)(.+)$/, '$1']], // plain prefixes
  [
    [/^ber([aiueo].*)$/, '$1'], // 1a berV → ber-V
    [/^ber([aiueo].*)$/, 'r$1'], // 1b berV → be-rV
  ],
  [[new RegExp(`^ber([${CnoR}][a-z])(?!er)(.*)$`), '$1$2']], // 2 berCAP, P ≠ er
  [[new RegExp(`^ber([${CnoR}][a-z]er[aiueo].*)$`), '$1']], // 3 berCAerV
  [[/^belajar$/, 'ajar']], // 4
  [[new RegExp(`^be([${CnoR.replace('l', '')}]er[${C}].*)$`), '$1']], // 5 beC1erC2, C1 ≠ r, l
  [
    [/^ter([aiueo].*)$/, '$1'], // 6a terV → ter-V
    [/^ter([aiueo].*)$/, 'r$1'], // 6b terV → te-rV
  ],
  [[new RegExp(`^ter([${CnoR}]er[aiueo].*)$`), '$1']], // 7 terCerV
  [[new RegExp(`^ter([${CnoR}])(?!er)(.*)$`), '$1$2']], // 8 terCP, P ≠ er
  [[new RegExp(`^te([${CnoR}]er[${CnoR}].*)$`), '$1']], // 9 teC1erC2
  [[/^me([lrwy][aiueo].*)$/, '$1']], // 10 me{l,r,w,y}V
  [[/^mem([bfv].*)$/, '$1']], // 11 mem{b,f,v}
  [[/^mempe(.*)$/, 'pe$1']], // 12 mempe
  [
    [/^mem(r?[aiueo].*)$/, 'm$1'], // 13a mem{rV,V} → me-m…
    [/^mem(r?[aiueo].*)$/, 'p$1'], // 13b mem{rV,V} → me-p…
  ],
  [[/^men([cdjstz].*)$/, '$1']], // 14 men{c,d,j,s,t,z}
  [
    [/^men([aiueo].*)$/, 'n$1'], // 15a menV → me-nV
    [/^men([aiueo].*)$/, 't$1'], // 15b menV → me-tV
  ],
  [[/^meng([ghqk].*)$/, '$1']], // 16 meng{g,h,q,k}
  [
    [/^meng([aiueo].*)$/, '$1'], // 17a mengV → meng-V
    [/^meng([aiueo].*)$/, 'k$1'], // 17b mengV → meng-kV
    [/^menge(.*)$/, '$1'], // 17c menge + one-syllable root (mengebom)
    [/^meng([aiueo].*)$/, 'ng$1'], // 17d mengV → me-ngV
  ],
  [
    [/^meny([aiueo].*)$/, 'ny$1'], // 18a menyV → me-nyV
    [/^meny([aiueo].*)$/, 's$1'], // 18b menyV → meny-sV
  ],
  [[/^memp([abcdfghijklmopqrstuvwxyz].*)$/, 'p$1']], // 19 mempV, V ≠ e
  [[/^pe([wy][aiueo].*)$/, '$1']], // 20 pe{w,y}V
  [
    [/^per([aiueo].*)$/, '$1'], // 21a perV → per-V
    [/^per([aiueo].*)$/, 'r$1'], // 21b perV → pe-rV
  ],
  [[new RegExp(`^per([${CnoR}][a-z])(?!er)(.*)$`), '$1$2']], // 23 perCAP, P ≠ er
  [[new RegExp(`^per([${CnoR}][a-z]er[aiueo].*)$`), '$1']], // 24 perCAerV
  [[/^pem([bfv].*)$/, '$1']], // 25 pem{b,f,v}
  [
    [/^pem(r?[aiueo].*)$/, 'm$1'], // 26a pem{rV,V} → pe-m…
    [/^pem(r?[aiueo].*)$/, 'p$1'], // 26b pem{rV,V} → pe-p…
  ],
  [[/^pen([cdjstz].*)$/, '$1']], // 27 pen{c,d,j,s,t,z}
  [
    [/^pen([aiueo].*)$/, 'n$1'], // 28a penV → pe-nV
    [/^pen([aiueo].*)$/, 't$1'], // 28b penV → pe-tV
  ],
  [[new RegExp(`^peng([${C}].*)$`), '$1']], // 29 pengC
  [
    [/^peng([aiueo].*)$/, '$1'], // 30a pengV → peng-V
    [/^peng([aiueo].*)$/, 'k$1'], // 30b pengV → peng-kV
    [/^penge(.*)$/, '$1'], // 30c penge + one-syllable root (pengebom)
  ],
  [
    [/^peny([aiueo].*)$/, 'ny$1'], // 31a penyV → pe-nyV
    [/^peny([aiueo].*)$/, 's$1'], // 31b penyV → peny-sV
  ],
  [
    [/^pelajar$/, 'ajar'], // 32 the exception
    [/^pe(l[aiueo].*)$/, '$1'], // 32 pelV → pe-lV
  ],
  [[new RegExp(`^pe([${Cpe}])(?!er)(.*)$`), '$1$2']], // 34 peCP, P ≠ er
  [[new RegExp(`^ter([${Cpe}]er[${C}].*)$`), '$1']], // 35 terC1erC2
  [[new RegExp(`^pe([${Cpe}]er[${C}].*)$`), '$1']], // 36 peC1erC2
]

/** Suffixes in the order they are removed: particle, possessive pronoun, derivational suffix. */
export const SUFFIX_RULES: readonly { pattern: RegExp; kind: 'particle' | 'possessive' | 'derivational' }[] = [
  { pattern: /(?:lah|kah|tah|pun)$/, kind: 'particle' },
  { pattern: /(?:ku|mu|nya)$/, kind: 'possessive' },
  { pattern: /(?:kan|an|i)$/, kind: 'derivational' },
]

/** Confixes whose prefix is removed before the suffix (ECS's precedence adjustment: be-…-lah, me-…-i). */
export const PREFIX_FIRST = [/^be.*lah$/, /^be.*an$/, /^me.*i$/, /^di.*i$/, /^pe.*i$/, /^ter.*i$/]

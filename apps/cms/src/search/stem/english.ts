import porter2 from 'wink-porter2-stemmer'

/** The English stem of a folded word (Snowball's Porter2: 'whistleblower' → 'whistleblow'). */
export const englishStem = (word: string): string => porter2(word)

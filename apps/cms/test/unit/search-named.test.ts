import { describe, expect, it } from 'vitest'
import { namedTitle, POSTGRES, SQLITE } from '../../src/search/engine/named'
import { phraseEndsAsPrefix } from '../../src/search/engine/types'
import { namesOf } from '../../src/search/plan'
import { matcherOf } from '../../src/search/snippet'
import { synonymTable } from '../../src/search/synonyms'
import { queryTerms } from '../../src/search/terms'

/**
 * Ranking rules of issue 28's remaining misses: a synonym term's last word is matched as a query's
 * word is (whole, or as the start of a word past three letters), and results titled as the query
 * names come first.
 */
const table = synonymTable(
  [
    {
      locale: 'all',
      kind: 'equivalent',
      terms: [{ term: 'rest area' }, { term: 'TIP' }, { term: 'tempat istirahat' }],
    },
  ],
  'en',
)
const names = (text: string) => namesOf(text, queryTerms(text, table)).map((name) => name.join(' '))

describe('a synonym phrase', () => {
  it('ends as a prefix past three letters, as a query word does', () => {
    expect(phraseEndsAsPrefix(['rest', 'area'])).toBe(true)
    expect(phraseEndsAsPrefix(['kartu', 'tol'])).toBe(false)
  })

  it('marks the words its last word starts', () => {
    const match = matcherOf([
      {
        exact: [],
        prefix: [],
        phrases: [
          ['rest', 'area'],
          ['kartu', 'tol'],
        ],
      },
    ])
    expect(match('Areas')).toBe(0)
    expect(match('tollgate')).toBe(-1)
  })
})

describe('the titles a query names', () => {
  it('are its words, and for one synonym term every term of its group', () => {
    expect(names('TIP')).toEqual(['tip', 'rest area', 'tempat istirahat'])
    expect(names('Struktur Organisasi')).toEqual(['struktur organisasi'])
    // Several terms name only what was typed.
    expect(names('rest area km 57')).toEqual(['rest area km 57'])
  })

  it('match a title word for word, the last whole or as a prefix (as the query word matches)', () => {
    expect(namedTitle([['rest', 'area'], ['tip']], SQLITE, 7)).toEqual({
      sql: "((substr(title_words, 1, 9) = ?7 AND instr(substr(title_words, 10), ' ') = 0) OR title_words = ?8)",
      args: ['rest area', 'tip'],
    })
    expect(namedTitle([['rest', 'area']], POSTGRES, 9).sql).toBe(
      "((substr(title_words, 1, 9) = $9 AND strpos(substr(title_words, 10), ' ') = 0))",
    )
    expect(namedTitle([], SQLITE, 6)).toEqual({ sql: 'FALSE', args: [] })
  })
})

import { describe, expect, it } from 'vitest'
import { termProblem } from '../../src/collections/SearchSynonyms/validate'
import { synonymSpans, synonymTable, type SynonymRecord } from '../../src/search/synonyms'
import { queryTerms } from '../../src/search/terms'

const RECORDS: SynonymRecord[] = [
  {
    locale: 'all',
    kind: 'equivalent',
    terms: [{ term: 'Rest Area' }, { term: 'tempat istirahat' }, { term: 'TIP' }, { term: 'peristirahatan' }],
  },
  { locale: 'id', kind: 'equivalent', terms: [{ term: 'GTO' }, { term: 'gardu tol otomatis' }] },
  { locale: 'id', kind: 'oneWay', term: 'TIP', terms: [{ term: 'tempat istirahat dan pelayanan' }] },
  // Incomplete groups (an editor's half-filled draft) add nothing.
  { locale: 'all', kind: 'equivalent', terms: [{ term: 'sendiri' }] },
  { locale: 'all', kind: 'oneWay', term: '', terms: [{ term: 'kosong' }] },
]

const words = (alternatives: readonly string[][] | undefined) => alternatives?.map((term) => term.join(' ')).sort()

describe('synonymTable', () => {
  it('lets each term of a group find every term of it, folded to words', () => {
    const table = synonymTable(RECORDS, 'en')
    expect(words(table.expansions.get('rest area'))).toEqual(['peristirahatan', 'rest area', 'tempat istirahat', 'tip'])
    expect(words(table.expansions.get('tip'))).toEqual(['peristirahatan', 'rest area', 'tempat istirahat', 'tip'])
    expect(table.expansions.has('gto')).toBe(false) // Indonesian only
    expect(table.expansions.has('sendiri')).toBe(false)
    expect(table.expansions.has('kosong')).toBe(false)
    expect(table.longest).toBe(2)
  })

  it('adds a one-way expansion to the term it starts from, never the other way', () => {
    const table = synonymTable(RECORDS, 'id')
    expect(words(table.expansions.get('tip'))).toContain('tempat istirahat dan pelayanan')
    expect(table.expansions.has('tempat istirahat dan pelayanan')).toBe(false)
    expect(words(table.expansions.get('gardu tol otomatis'))).toEqual(['gardu tol otomatis', 'gto'])
    expect(table.longest).toBe(3)
  })
})

describe('synonymSpans and queryTerms', () => {
  const table = synonymTable(RECORDS, 'id')

  it('finds the longest term at each place, left to right', () => {
    const spans = synonymSpans(['tarif', 'gardu', 'tol', 'otomatis', 'dan', 'tip'], table)
    expect(spans.map((s) => [s.start, s.end])).toEqual([
      [1, 4],
      [5, 6],
    ])
  })

  it('makes a synonym term one term of the query, the other words their own', () => {
    const terms = queryTerms('Rest-area di Tol Cipali, rest area', table)
    expect(terms.map((t) => t.text)).toEqual(['rest area', 'tol', 'cipali'])
    expect(terms[0]!.synonyms).toBeDefined()
    expect(terms[1]!.synonyms).toBeUndefined()
  })

  it('reads queries as before without synonyms: stop words out unless nothing else is asked', () => {
    expect(queryTerms('tarif dan golongan', null).map((t) => t.text)).toEqual(['tarif', 'golongan'])
    expect(queryTerms('dan', null).map((t) => t.text)).toEqual(['dan'])
    expect(queryTerms('!!!', null)).toEqual([])
  })
})

describe('termProblem', () => {
  it('asks for a word, and no more than a few', () => {
    expect(termProblem('kartu tol')).toBeNull()
    expect(termProblem('  -- ')).toMatch(/at least one word/)
    expect(termProblem('satu dua tiga empat lima enam tujuh')).toMatch(/at most 6 words/)
  })
})

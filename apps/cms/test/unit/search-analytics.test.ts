import { MAX_SEARCH_QUERY_LENGTH, searchEventSchema } from '@jtt/content-api'
import { describe, expect, it } from 'vitest'
import { termFromAddress } from '../../src/collections/SearchSynonyms/termFromAddress'
import { readReportChoice } from '../../src/search/analytics/choice'
import { daysBefore, jakartaDay, nextJakartaHour } from '../../src/search/analytics/day'
import { foldQuery } from '../../src/search/analytics/foldQuery'
import { words } from '../../src/search/text'

describe('the query as search analytics keeps it', () => {
  it('folds case, accents, compatibility forms, punctuation and spacing as search folds words', () => {
    expect(foldQuery('  Rest-AREA   Café ')).toBe('rest area cafe')
    expect(foldQuery('ＴＩＰ  km\t57')).toBe('tip km 57')
    expect(foldQuery('Tarif golongan II?')).toBe(words('tarif golongan ii').join(' '))
    expect(foldQuery('!!! ...')).toBe('')
  })

  it('masks numbers that may be someone’s (cards, phones, ID numbers), keeps years, KMs and classes', () => {
    expect(foldQuery('saldo e-toll 6032984012345678')).toBe('saldo e toll #')
    expect(foldQuery('saldo 6032 9840 1234 5678')).toBe('saldo #')
    expect(foldQuery('+62 812-3456-7890 call center')).toBe('# call center')
    expect(foldQuery('081234567890')).toBe('#')
    expect(foldQuery('nik3174012345678901x')).toBe('nik # x')
    expect(foldQuery('laporan tahunan 2024 km 123')).toBe('laporan tahunan 2024 km 123')
    expect(foldQuery('laporan 2023 2024')).toBe('laporan 2023 2024')
    expect(foldQuery('rest area km 57 (arah jakarta)')).toBe('rest area km 57 arah jakarta')
  })

  it('drops control characters and stays within the service’s query length', () => {
    expect(foldQuery('rest\u0000area\u200b')).toBe('rest area')
    expect(Array.from(foldQuery('ab '.repeat(500))).length).toBeLessThanOrEqual(MAX_SEARCH_QUERY_LENGTH)
  })
})

describe('days in Jakarta', () => {
  it('turns at midnight Jakarta time (17:00 UTC)', () => {
    expect(jakartaDay(new Date('2026-11-26T16:59:59Z'))).toBe('2026-11-26')
    expect(jakartaDay(new Date('2026-11-26T17:00:00Z'))).toBe('2026-11-27')
    expect(daysBefore(new Date('2026-03-01T17:30:00Z'), 1)).toBe('2026-03-01')
    expect(daysBefore(new Date('2026-11-26T12:00:00Z'), 90)).toBe('2026-08-28')
  })

  it('finds the next 03:00 in Jakarta', () => {
    expect(nextJakartaHour(new Date('2026-11-26T12:00:00Z'), 3).toISOString()).toBe('2026-11-26T20:00:00.000Z')
    expect(nextJakartaHour(new Date('2026-11-26T20:00:00Z'), 3).toISOString()).toBe('2026-11-27T20:00:00.000Z')
    expect(nextJakartaHour(new Date('2026-11-26T19:59:00Z'), 3).toISOString()).toBe('2026-11-26T20:00:00.000Z')
  })
})

describe('the events the results page sends', () => {
  it('takes a search with its result count and a follow, nothing more', () => {
    expect(searchEventSchema.safeParse({ event: 'search', q: 'tarif', locale: 'id', results: 0 }).success).toBe(true)
    expect(searchEventSchema.safeParse({ event: 'follow', q: 'tarif', locale: 'en' }).success).toBe(true)
    for (const bad of [
      { event: 'search', q: 'tarif', locale: 'id' },
      { event: 'search', q: 'tarif', locale: 'id', results: -1 },
      { event: 'search', q: 'tarif', locale: 'id', results: 2.5 },
      { event: 'search', q: '', locale: 'id', results: 1 },
      { event: 'search', q: 'x'.repeat(MAX_SEARCH_QUERY_LENGTH * 2 + 1), locale: 'id', results: 1 },
      { event: 'follow', q: 'tarif', locale: 'de' },
      { event: 'follow', q: 'tarif', locale: 'id', userAgent: 'x' },
      { event: 'open', q: 'tarif', locale: 'id' },
      'tarif',
      null,
    ]) {
      expect(searchEventSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false)
    }
  })
})

describe('what an editor chooses on the report', () => {
  it('defaults to 30 days in Indonesian, takes 7, 30 or 90 and a site language, refuses the rest', () => {
    expect(readReportChoice({})).toEqual({ days: 30, locale: 'id' })
    expect(readReportChoice({ days: '7', lang: 'en' })).toEqual({ days: 7, locale: 'en' })
    expect(readReportChoice({ days: ['90', '7'] })).toEqual({ days: 90, locale: 'id' })
    for (const bad of [{ days: '8' }, { days: '007' }, { days: '' }, { days: '1e1' }, { lang: 'fr' }, { lang: '' }]) {
      expect(readReportChoice(bad), JSON.stringify(bad)).toBeNull()
    }
  })
})

describe('a new synonym group opened from the report', () => {
  const req = (payloadAPI: string, query: Record<string, unknown>) =>
    ({ payloadAPI, query }) as unknown as Parameters<typeof termFromAddress>[0]['req']

  it('starts with the query of its address on the admin’s pages, never for an API call', () => {
    expect(termFromAddress({ req: req('local', { term: '  rest   area ' }) })).toEqual([{ term: 'rest area' }])
    expect(termFromAddress({ req: req('local', { term: 'x'.repeat(300) }) })?.[0]?.term).toHaveLength(100)
    for (const [api, query] of [
      ['REST', { term: 'tarif' }],
      ['GraphQL', { term: 'tarif' }],
      ['local', {}],
      ['local', { term: ['a', 'b'] }],
      ['local', { term: '   ' }],
    ] as const) {
      expect(termFromAddress({ req: req(api, query) }), `${api} ${JSON.stringify(query)}`).toBeUndefined()
    }
  })
})

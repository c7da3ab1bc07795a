import { describe, expect, it } from 'vitest'
import { finderParams, hasEmptyValues, parseFinderQuery, wantsNearby } from '../../src/lib/services/rest-area-query'
import { parseTariffQuery } from '../../src/lib/services/tariff-query'
import { toQueryString } from '../../src/lib/query-string'

describe('rest-area finder query', () => {
  it('reads filters, repeated facilities and a position', () => {
    const q = parseFinderQuery({
      q: ' km 57 ',
      road: 'jakarta-cikampek',
      dir: 'a',
      facility: ['fuel', 'atm', 'fuel'],
      lat: '-6.37',
      lng: '107.36',
    })
    expect(q).toMatchObject({
      q: 'km 57',
      road: 'jakarta-cikampek',
      dir: 'A',
      facilities: ['fuel', 'atm'],
      lat: -6.37,
      lng: 107.36,
      all: false,
      ignored: [],
    })
    expect(wantsNearby(q)).toBe(true)
  })

  it('ignores what it does not understand, and says so', () => {
    const q = parseFinderQuery({
      road: 'Not A Slug',
      type: 'D',
      facility: 'spa',
      lat: '200',
      lng: '1',
      km: 'x',
      foo: '1',
    })
    expect(q.road).toBeUndefined()
    expect(q.type).toBeUndefined()
    expect(q.facilities).toEqual([])
    expect(q.lat).toBeUndefined()
    expect(q.ignored.sort()).toEqual(['facility', 'foo', 'km', 'lat', 'road', 'type'])
    expect(wantsNearby(q)).toBe(false)
  })

  it('asks for a redirect when a parameter is empty, to the same query without it (spec §5)', () => {
    const raw = { q: '', road: 'solo-ngawi', dir: '', km: '520', facility: ['', 'fuel'] }
    expect(hasEmptyValues(raw)).toBe(true)
    expect(toQueryString(finderParams(parseFinderQuery(raw)))).toBe('?road=solo-ngawi&facility=fuel&km=520')
    expect(hasEmptyValues({ road: 'solo-ngawi' })).toBe(false)
  })

  it('takes a typed KM with a comma', () => {
    expect(parseFinderQuery({ road: 'solo-ngawi', km: '519,5' }).km).toBe(519.5)
  })
})

describe('tariff calculator query', () => {
  it('is complete with two gate ids and a class from 1 to 5', () => {
    expect(parseTariffQuery({ entry: 'semarang-solo.ungaran', exit: 'semarang-solo.bawen', class: '2' })).toEqual({
      entry: 'semarang-solo.ungaran',
      exit: 'semarang-solo.bawen',
      vehicleClass: 2,
      complete: true,
      invalid: false,
    })
  })

  it('flags malformed values', () => {
    expect(parseTariffQuery({ entry: 'ungaran', exit: 'semarang-solo.bawen', class: '6' })).toMatchObject({
      complete: false,
      invalid: true,
    })
  })
})

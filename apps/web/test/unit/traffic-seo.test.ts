import type { TrafficAdvisory } from '@jtt/content-api'
import { describe, expect, it } from 'vitest'
import { advisoryJsonLd } from '../../src/lib/traffic-seo'

const advisory = (over: Partial<TrafficAdvisory> = {}) =>
  ({
    id: '4',
    title: 'Penggantian sambungan siar muai',
    startsAt: '2026-11-24T00:00:00.000Z',
    endsAt: '2026-11-30T00:00:00.000Z',
    updatedAt: '2026-11-23T10:00:00.000Z',
    advice: [{ type: 'paragraph', children: [{ type: 'text', text: 'Kurangi kecepatan.' }] }],
    detour: [],
    ...over,
  }) as TrafficAdvisory

const where = {
  url: 'https://example.test/x',
  place: 'Palimanan–Kanci, KM 199–200, arah Kanci',
  line: [
    { lat: -6.75, lng: 108.4 },
    { lat: -6.751, lng: 108.409 },
  ],
  lang: 'id-ID',
}

describe('structured data of an advisory', () => {
  it('is a SpecialAnnouncement that expires at its end, over the stretch as a GeoShape line', () => {
    const data = advisoryJsonLd(advisory(), where)
    expect(data).toMatchObject({
      '@type': 'SpecialAnnouncement',
      name: 'Penggantian sambungan siar muai',
      datePosted: '2026-11-23T10:00:00.000Z',
      expires: '2026-11-30T00:00:00.000Z',
      temporalCoverage: '2026-11-24T00:00:00.000Z/2026-11-30T00:00:00.000Z',
      text: 'Kurangi kecepatan.',
      spatialCoverage: {
        name: where.place,
        geo: { '@type': 'GeoShape', line: '-6.75000,108.40000 -6.75100,108.40900' },
      },
    })
  })

  it('has no end until further notice, and no shape without a known route', () => {
    const data = advisoryJsonLd(advisory({ endsAt: null, advice: [] }), { ...where, line: [] })
    expect(data).not.toHaveProperty('expires')
    expect(data).not.toHaveProperty('text')
    expect(data.temporalCoverage).toBe('2026-11-24T00:00:00.000Z/..')
    expect(data.spatialCoverage).toEqual({ '@type': 'Place', name: where.place })
  })
})

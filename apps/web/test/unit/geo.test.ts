import { describe, expect, it } from 'vitest'
import {
  corridorOf,
  distanceKm,
  locateOnNetwork,
  nearestByDistance,
  nextRestAreas,
  projectOnRoute,
  restAreasAhead,
  type Section,
} from '../../src/lib/services/geo'

// Two sections meeting end to end at KM 494 (Kartasura), and one apart (a gap of 110 km).
const semarangSolo: Section = {
  slug: 'semarang-solo',
  geometry: [
    { km: 419, lat: -7.058, lng: 110.438 },
    { km: 455, lat: -7.344, lng: 110.522 },
    { km: 494, lat: -7.556, lng: 110.753 },
  ],
}
const soloNgawi: Section = {
  slug: 'solo-ngawi',
  geometry: [
    { km: 494, lat: -7.556, lng: 110.753 },
    { km: 584, lat: -7.41, lng: 111.43 },
  ],
}
const jakartaCikampek: Section = {
  slug: 'jakarta-cikampek',
  geometry: [
    { km: 0, lat: -6.243, lng: 106.873 },
    { km: 72, lat: -6.446, lng: 107.472 },
  ],
}
const sections = [semarangSolo, soloNgawi, jakartaCikampek]

type Area = { id: string; road: { slug: string }; km: number; side: 'A' | 'B'; status: { value: string } }
const area = (id: string, road: string, km: number, side: 'A' | 'B', status = 'open'): Area => ({
  id,
  road: { slug: road },
  km,
  side,
  status: { value: status },
})
const areas = [
  area('429A', 'semarang-solo', 429, 'A'),
  area('439A', 'semarang-solo', 439, 'A', 'full'),
  area('445B', 'semarang-solo', 445, 'B'),
  area('487A', 'semarang-solo', 487, 'A'),
  area('487B', 'semarang-solo', 487, 'B', 'closed'),
  area('519A', 'solo-ngawi', 519, 'A'),
  area('519B', 'solo-ngawi', 519, 'B'),
  area('57A', 'jakarta-cikampek', 57, 'A'),
]

describe('distanceKm', () => {
  it('is zero for the same point and symmetric', () => {
    const a = { lat: -7.0, lng: 110.4 }
    expect(distanceKm(a, a)).toBe(0)
    const b = { lat: -7.5, lng: 110.8 }
    expect(distanceKm(a, b)).toBeCloseTo(distanceKm(b, a), 9)
  })

  it('measures one degree of latitude as about 111 km and Jakarta–Surabaya as about 660 km', () => {
    expect(distanceKm({ lat: -7, lng: 110 }, { lat: -8, lng: 110 })).toBeCloseTo(111.2, 0)
    const jakarta = { lat: -6.2, lng: 106.816 }
    const surabaya = { lat: -7.257, lng: 112.752 }
    expect(distanceKm(jakarta, surabaya)).toBeGreaterThan(650)
    expect(distanceKm(jakarta, surabaya)).toBeLessThan(675)
  })
})

describe('projectOnRoute', () => {
  it('gives the KM of a point on the road by interpolation between markers', () => {
    const p = projectOnRoute(jakartaCikampek.geometry, { lat: -6.3445, lng: 107.1725 })!
    expect(p.km).toBeCloseTo(36, 0)
    expect(p.offRoadKm).toBeLessThan(0.1)
  })

  it('clamps to the ends and reports how far off the road a point is', () => {
    const before = projectOnRoute(jakartaCikampek.geometry, { lat: -6.2, lng: 106.7 })!
    expect(before.km).toBe(0)
    expect(before.offRoadKm).toBeGreaterThan(15)
  })
})

describe('locateOnNetwork', () => {
  it('finds the section and KM of a traveller on the road', () => {
    const found = locateOnNetwork(sections, { lat: -7.2, lng: 110.48 })
    expect(found?.road).toBe('semarang-solo')
    expect(found?.km).toBeGreaterThan(430)
    expect(found?.km).toBeLessThan(445)
  })

  it('answers null for someone far from every section', () => {
    expect(locateOnNetwork(sections, { lat: -8.65, lng: 115.21 })).toBeNull() // Bali
  })
})

describe('corridorOf', () => {
  it('chains sections that meet end to end, and leaves out those that do not', () => {
    expect([...corridorOf(sections, 'semarang-solo')].sort()).toEqual(['semarang-solo', 'solo-ngawi'])
    expect([...corridorOf(sections, 'jakarta-cikampek')]).toEqual(['jakarta-cikampek'])
  })
})

describe('restAreasAhead', () => {
  it('direction A: side A only, increasing KM, nearest first, across a joined section, skipping full and closed', () => {
    const ahead = restAreasAhead(areas, sections, { road: 'semarang-solo', km: 430 }, 'A')
    expect(ahead.map((x) => x.area.id)).toEqual(['487A', '519A'])
    expect(ahead.map((x) => x.distanceKm)).toEqual([57, 89])
  })

  it('keeps full and closed rest areas when asked', () => {
    const ahead = restAreasAhead(areas, sections, { road: 'semarang-solo', km: 430 }, 'A', { includeUnavailable: true })
    expect(ahead.map((x) => x.area.id)).toEqual(['439A', '487A', '519A'])
  })

  it('direction B: side B only, decreasing KM, from the next section back into this one', () => {
    const ahead = restAreasAhead(areas, sections, { road: 'solo-ngawi', km: 530 }, 'B', { includeUnavailable: true })
    expect(ahead.map((x) => [x.area.id, x.distanceKm])).toEqual([
      ['519B', 11],
      ['487B', 43],
      ['445B', 85],
    ])
  })

  it('never crosses a gap in the network, and honours the limit', () => {
    expect(restAreasAhead(areas, sections, { road: 'jakarta-cikampek', km: 60 }, 'A')).toEqual([])
    expect(restAreasAhead(areas, sections, { road: 'semarang-solo', km: 400 }, 'A', { limit: 1 })).toHaveLength(1)
  })

  it('counts a rest area at the traveller’s own KM as ahead, at distance 0', () => {
    expect(restAreasAhead(areas, sections, { road: 'semarang-solo', km: 429 }, 'A')[0]).toMatchObject({
      distanceKm: 0,
    })
  })
})

describe('nextRestAreas', () => {
  it('lists the next ones in each direction from a rest area, whatever their status, not itself', () => {
    const here = areas.find((a) => a.id === '445B')!
    const next = nextRestAreas(here, areas, sections)
    expect(next.A.map((x) => x.area.id)).toEqual(['487A', '519A'])
    expect(next.B.map((x) => x.area.id)).toEqual([])
    const fromA = nextRestAreas(
      areas.find((a) => a.id === '487A')!,
      areas,
      sections,
    )
    expect(fromA.B.map((x) => [x.area.id, x.distanceKm])).toEqual([['445B', 42]])
  })
})

describe('nearestByDistance', () => {
  it('orders by straight-line distance', () => {
    const places = [
      { id: 'far', position: { lat: -7.5, lng: 111 } },
      { id: 'near', position: { lat: -7.01, lng: 110.41 } },
    ]
    expect(nearestByDistance(places, { lat: -7, lng: 110.4 }).map((x) => x.area.id)).toEqual(['near', 'far'])
  })
})

import { describe, expect, it } from 'vitest'
import { distanceKm } from '../../src/lib/services/geo'
import { pointAtKm, routeStretch, stretchPolygon } from '../../src/lib/services/road-stretch'

// Semarang–Solo as the network data gives it: KM-marked points in increasing KM.
const route = [
  { km: 419, lat: -7.058, lng: 110.438 },
  { km: 455, lat: -7.344, lng: 110.522 },
  { km: 494, lat: -7.556, lng: 110.753 },
]

describe('a stretch of a section between two KM markers', () => {
  it('interpolates a KM between the markers around it, and knows nothing outside the route', () => {
    const half = pointAtKm(route, 437)!
    expect(half.lat).toBeCloseTo((-7.058 + -7.344) / 2, 6)
    expect(half.lng).toBeCloseTo((110.438 + 110.522) / 2, 6)
    expect(pointAtKm(route, 455)).toMatchObject({ lat: -7.344, lng: 110.522 })
    expect(pointAtKm(route, 400)).toBeNull()
    expect(pointAtKm(route, 500)).toBeNull()
  })

  it('cuts the route between the two KMs in either order, keeping the markers between them', () => {
    const stretch = routeStretch(route, 470, 440)
    expect(stretch.map((p) => p.km)).toEqual([440, 455, 470])
    expect(stretch[0]).toEqual(pointAtKm(route, 440))
    expect(stretch[2]).toEqual(pointAtKm(route, 470))
  })

  it('clamps to the route, gives one point for one KM and nothing for a range off the route', () => {
    expect(routeStretch(route, 400, 430).map((p) => p.km)).toEqual([419, 430])
    expect(routeStretch(route, 460, 460)).toHaveLength(1)
    expect(routeStretch(route, 500, 520)).toEqual([])
    expect(routeStretch([], 1, 2)).toEqual([])
  })
})

describe('the thin polygon around a stretch', () => {
  it('is a closed ring with every vertex the half width away from the line', () => {
    const line = routeStretch(route, 440, 470)
    const ring = stretchPolygon(line, 0.2)!
    expect(ring).toHaveLength(line.length * 2 + 1)
    expect(ring[0]).toEqual(ring[ring.length - 1])
    // Left side forward, right side back: vertex i and its mirror lie either side of line point i.
    for (let i = 0; i < line.length; i++) {
      const [left, right] = [ring[i]!, ring[ring.length - 2 - i]!]
      expect(distanceKm(left, line[i]!)).toBeCloseTo(0.2, 2)
      expect(distanceKm(right, line[i]!)).toBeCloseTo(0.2, 2)
      expect(distanceKm(left, right)).toBeCloseTo(0.4, 2)
    }
  })

  it('has no polygon for a single spot', () => {
    expect(stretchPolygon([{ lat: -7, lng: 110 }], 0.2)).toBeNull()
    expect(stretchPolygon(routeStretch(route, 460, 460), 0.2)).toBeNull()
  })
})

/**
 * Distances on the road network, pure (unit-tested in test/unit/geo.test.ts). Sections carry their
 * route as KM-marked points; KM markers are the corridor's continuous markers, so along a chain of
 * sections that meet end to end the distance between two places is the difference of their KMs.
 * Relative imports only: the unit tests load this file without the `@/` alias.
 */

export type Point = { lat: number; lng: number }
export type KmPoint = Point & { km: number }
export type Section = { slug: string; geometry: readonly KmPoint[] }
export type Side = 'A' | 'B'
/** Where a traveller is: on which section, at which KM. */
export type RoadPosition = { road: string; km: number }

const EARTH_RADIUS_KM = 6371.0088
const rad = (deg: number) => (deg * Math.PI) / 180

/** Great-circle distance in km (haversine). */
export function distanceKm(a: Point, b: Point): number {
  const dLat = rad(b.lat - a.lat)
  const dLng = rad(b.lng - a.lng)
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)))
}

/**
 * The KM marker nearest to `p` along a route, and how far `p` lies from the road. Each segment is
 * flattened around its own latitude (exact enough over a few kilometres); the foot of the
 * perpendicular is clamped to the segment.
 */
export function projectOnRoute(route: readonly KmPoint[], p: Point): { km: number; offRoadKm: number } | null {
  let best: { km: number; offRoadKm: number } | null = null
  for (let i = 1; i < route.length; i++) {
    const a = route[i - 1]!
    const b = route[i]!
    const kx = 111.32 * Math.cos(rad((a.lat + b.lat) / 2))
    const ky = 110.574
    const [bx, by] = [(b.lng - a.lng) * kx, (b.lat - a.lat) * ky]
    const [px, py] = [(p.lng - a.lng) * kx, (p.lat - a.lat) * ky]
    const length2 = bx * bx + by * by
    const t = length2 === 0 ? 0 : Math.max(0, Math.min(1, (px * bx + py * by) / length2))
    const offRoadKm = Math.hypot(px - t * bx, py - t * by)
    if (!best || offRoadKm < best.offRoadKm) best = { km: a.km + t * (b.km - a.km), offRoadKm }
  }
  return best
}

/** The section a visitor is on (within `maxOffRoadKm` of its route) and their KM there, or null. */
export function locateOnNetwork(
  sections: readonly Section[],
  p: Point,
  maxOffRoadKm = 3,
): (RoadPosition & { offRoadKm: number }) | null {
  let best: (RoadPosition & { offRoadKm: number }) | null = null
  for (const section of sections) {
    const found = projectOnRoute(section.geometry, p)
    if (found && found.offRoadKm <= maxOffRoadKm && (!best || found.offRoadKm < best.offRoadKm)) {
      best = { road: section.slug, km: round1(found.km), offRoadKm: found.offRoadKm }
    }
  }
  return best
}

/**
 * The sections one can drive through without leaving the toll road from `slug`: those whose routes
 * meet end to end (first KM of one at the last KM of the other, within 1 km), transitively.
 */
export function corridorOf(sections: readonly Section[], slug: string): Set<string> {
  const ends = (s: Section) => [s.geometry[0]?.km ?? NaN, s.geometry[s.geometry.length - 1]?.km ?? NaN] as const
  const joined = new Set([slug])
  for (let grew = true; grew;) {
    grew = false
    for (const s of sections) {
      if (joined.has(s.slug)) continue
      const [first, last] = ends(s)
      const meets = sections.some((o) => {
        if (!joined.has(o.slug)) return false
        const [oFirst, oLast] = ends(o)
        return Math.abs(first - oLast) <= 1 || Math.abs(last - oFirst) <= 1
      })
      if (meets) {
        joined.add(s.slug)
        grew = true
      }
    }
  }
  return joined
}

export type Placed = { road: { slug: string }; km: number; side: Side; status: { value: string } }
export type Ahead<T> = { area: T; distanceKm: number }

/**
 * Rest areas ahead of a traveller at `from` heading in `direction` (A: increasing KM, on side A; B:
 * decreasing, on side B), along the corridor, nearest first, with the distance to each. Closed and
 * full ones are left out unless `includeUnavailable`.
 */
export function restAreasAhead<T extends Placed>(
  areas: readonly T[],
  sections: readonly Section[],
  from: RoadPosition,
  direction: Side,
  { includeUnavailable = false, limit = Infinity } = {},
): Ahead<T>[] {
  const corridor = corridorOf(sections, from.road)
  return areas
    .filter((a) => corridor.has(a.road.slug) && a.side === direction)
    .filter((a) => (direction === 'A' ? a.km >= from.km : a.km <= from.km))
    .filter((a) => includeUnavailable || a.status.value === 'open')
    .map((area) => ({ area, distanceKm: round1(Math.abs(area.km - from.km)) }))
    .sort((x, y) => x.distanceKm - y.distanceKm)
    .slice(0, limit)
}

/** From one rest area, the next ones in each direction of travel (whatever their status). */
export function nextRestAreas<T extends Placed & { id: string }>(
  here: T,
  areas: readonly T[],
  sections: readonly Section[],
  limit = 2,
): Record<Side, Ahead<T>[]> {
  const others = areas.filter((a) => a.id !== here.id)
  const from = { road: here.road.slug, km: here.km }
  const next = (side: Side) =>
    restAreasAhead(others, sections, from, side, { includeUnavailable: true })
      .filter((x) => x.area.km !== here.km)
      .slice(0, limit)
  return { A: next('A'), B: next('B') }
}

/** Nearest by straight line, for a visitor who is not on a toll road. */
export function nearestByDistance<T extends { position: Point }>(areas: readonly T[], p: Point, limit = 5): Ahead<T>[] {
  return areas
    .map((area) => ({ area, distanceKm: round1(distanceKm(p, area.position)) }))
    .sort((x, y) => x.distanceKm - y.distanceKm)
    .slice(0, limit)
}

const round1 = (n: number) => Math.round(n * 10) / 10

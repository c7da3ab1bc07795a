/**
 * A stretch of a section between two KM markers, from the section's KM-marked route: as a line (the
 * maps' marks) and as a thin polygon around it (CAP's `<area>` has polygons and circles, no lines).
 * Pure; relative imports only (unit-tested without the `@/` alias).
 */
import type { KmPoint, Point } from './geo'

const KM_PER_DEG_LAT = 110.574
const kmPerDegLng = (lat: number) => 111.32 * Math.cos((lat * Math.PI) / 180)

/** Where KM `km` lies on the route (between its two nearest markers), or null outside the route. */
export function pointAtKm(route: readonly KmPoint[], km: number): KmPoint | null {
  for (let i = 1; i < route.length; i++) {
    const a = route[i - 1]!
    const b = route[i]!
    if (km < a.km || km > b.km) continue
    const t = b.km === a.km ? 0 : (km - a.km) / (b.km - a.km)
    return { km, lat: a.lat + t * (b.lat - a.lat), lng: a.lng + t * (b.lng - a.lng) }
  }
  return route.length === 1 && route[0]!.km === km ? route[0]! : null
}

/**
 * The route between two KM markers (either order), its ends interpolated, in increasing KM; clamped
 * to the route's own range. Empty when the range misses the route.
 */
export function routeStretch(route: readonly KmPoint[], kmA: number, kmB: number): KmPoint[] {
  if (route.length === 0) return []
  const from = Math.max(Math.min(kmA, kmB), route[0]!.km)
  const to = Math.min(Math.max(kmA, kmB), route[route.length - 1]!.km)
  if (from > to) return []
  const start = pointAtKm(route, from)
  const end = pointAtKm(route, to)
  if (!start || !end) return []
  if (from === to) return [start]
  return [start, ...route.filter((p) => p.km > from && p.km < to), end]
}

/** Consecutive points at the same place count once. */
const distinct = (line: readonly Point[]) =>
  line.filter((p, i) => i === 0 || p.lat !== line[i - 1]!.lat || p.lng !== line[i - 1]!.lng)

/**
 * A closed ring (first point repeated last) `halfWidthKm` either side of the line: each vertex moved
 * along the normal of the line's direction there, left side forward, right side back. Null when the
 * line has fewer than two distinct points (a single spot: describe it as a circle instead).
 */
export function stretchPolygon(line: readonly Point[], halfWidthKm: number): Point[] | null {
  const points = distinct(line)
  if (points.length < 2) return null
  const left: Point[] = []
  const right: Point[] = []
  points.forEach((p, i) => {
    const before = points[Math.max(0, i - 1)]!
    const after = points[Math.min(points.length - 1, i + 1)]!
    const kx = kmPerDegLng(p.lat)
    const [dx, dy] = [(after.lng - before.lng) * kx, (after.lat - before.lat) * KM_PER_DEG_LAT]
    const length = Math.hypot(dx, dy) || 1
    // The unit normal to the left of the direction of travel, in km, back to degrees.
    const [nx, ny] = [-dy / length, dx / length]
    const dLng = (nx * halfWidthKm) / kx
    const dLat = (ny * halfWidthKm) / KM_PER_DEG_LAT
    left.push({ lat: p.lat + dLat, lng: p.lng + dLng })
    right.push({ lat: p.lat - dLat, lng: p.lng - dLng })
  })
  const ring = [...left, ...right.reverse()]
  return [...ring, ring[0]!]
}

import type { KmPoint, LatLng } from '@jtt/content-api'

/**
 * Where KM `km` lies on a route given as KM-marked points (increasing KM), by linear interpolation
 * between the two points around it; null outside the route.
 */
export function positionAtKm(route: readonly KmPoint[], km: number): LatLng | null {
  for (let i = 1; i < route.length; i++) {
    const a = route[i - 1]!
    const b = route[i]!
    if (km < a.km || km > b.km) continue
    const t = b.km === a.km ? 0 : (km - a.km) / (b.km - a.km)
    return { lat: round6(a.lat + (b.lat - a.lat) * t), lng: round6(a.lng + (b.lng - a.lng) * t) }
  }
  return null
}

const round6 = (n: number) => Math.round(n * 1e6) / 1e6

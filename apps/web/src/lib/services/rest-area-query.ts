/**
 * The rest-area finder's state, all in the query string so the list works without JavaScript:
 * `q` search text, `road` section slug, `dir` direction of travel (side A/B), `type`, `facility`
 * (repeatable), and for 'your location' either `lat`+`lng` (from the browser) or `road`+`km`
 * (typed in), with `all=1` to keep closed and full rest areas. Relative imports (unit-tested).
 */
import { REST_AREA_FACILITIES, REST_AREA_TYPES, ROAD_SIDES, SLUG_PATTERN } from '@jtt/content-api'
import type { RestAreaFacility, RestAreaType, RoadSide } from '@jtt/content-api'
import { ROUTES } from '@jtt/content-api/routes'

export type RawQuery = Record<string, string | string[] | undefined>

export type FinderQuery = {
  q?: string
  road?: string
  dir?: RoadSide
  type?: RestAreaType
  facilities: RestAreaFacility[]
  lat?: number
  lng?: number
  km?: number
  all: boolean
  /** Parameters whose value was not understood (and is ignored). */
  ignored: string[]
}

/** The finder's parameters (the route's `query` in the registry); any other is ignored. */
const FINDER_PARAMS = ROUTES['rest-areas'].query
const list = (v: string | string[] | undefined) => (v === undefined ? [] : Array.isArray(v) ? v : [v])
const first = (v: string | string[] | undefined) => list(v)[0]?.trim() ?? ''
const number = (v: string, min: number, max: number) => {
  const n = /^-?\d{1,4}(\.\d{1,7})?$/.test(v) ? Number(v) : NaN
  return n >= min && n <= max ? n : undefined
}
const oneOf = <T extends string>(v: string, allowed: readonly T[]) =>
  (allowed as readonly string[]).includes(v.toUpperCase()) ? (v.toUpperCase() as T) : undefined

export function parseFinderQuery(raw: RawQuery): FinderQuery {
  const query: FinderQuery = { facilities: [], all: first(raw.all) === '1', ignored: [] }
  const take = <T>(name: string, value: T | undefined, given: string) => {
    if (value !== undefined) return value
    if (given) query.ignored.push(name)
    return undefined
  }
  const q = first(raw.q).slice(0, 100)
  if (q) query.q = q
  const road = first(raw.road)
  query.road = take('road', SLUG_PATTERN.test(road) ? road : undefined, road)
  query.dir = take('dir', oneOf(first(raw.dir), ROAD_SIDES), first(raw.dir))
  query.type = take('type', oneOf(first(raw.type), REST_AREA_TYPES), first(raw.type))
  for (const f of list(raw.facility)) {
    if ((REST_AREA_FACILITIES as readonly string[]).includes(f)) query.facilities.push(f as RestAreaFacility)
    else if (f) query.ignored.push('facility')
  }
  query.facilities = [...new Set(query.facilities)]
  const lat = take('lat', number(first(raw.lat), -90, 90), first(raw.lat))
  const lng = take('lng', number(first(raw.lng), -180, 180), first(raw.lng))
  if (lat !== undefined && lng !== undefined) Object.assign(query, { lat, lng })
  query.km = take('km', number(first(raw.km).replace(',', '.'), 0, 2000), first(raw.km))
  for (const key of Object.keys(raw)) if (!(FINDER_PARAMS as readonly string[]).includes(key)) query.ignored.push(key)
  return query
}

/** Whether a parameter came with an empty value: the page then redirects to the query without it (spec §5). */
export const hasEmptyValues = (raw: RawQuery) =>
  Object.values(raw).some((v) => list(v).length === 0 || list(v).some((item) => item.trim() === ''))

/** The query string form of the finder's state (empty values dropped), for links and redirects. */
export const finderParams = (q: FinderQuery) => ({
  q: q.q,
  road: q.road,
  dir: q.dir,
  type: q.type,
  facility: q.facilities,
  lat: q.lat,
  lng: q.lng,
  km: q.km,
  all: q.all ? '1' : undefined,
})

/** 'Your location' is asked for: a position from the browser, or a KM typed in on a chosen section. */
export const wantsNearby = (q: FinderQuery) =>
  (q.lat !== undefined && q.lng !== undefined) || (q.road !== undefined && q.km !== undefined)

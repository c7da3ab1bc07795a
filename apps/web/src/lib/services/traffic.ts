/**
 * Traffic advisories as of a moment: which are current, upcoming or over by the clock (a cached read
 * may be older than an advisory's start or end), the next moment a page showing them changes, the
 * list grouped by section, and the list page's query (`section`, `dir`, `kind` in the address, a GET
 * form that works without JavaScript). Pure; relative imports only (unit-tested).
 */
import { ROAD_SIDES, SLUG_PATTERN, TRAFFIC_KINDS, trafficStateAt } from '@jtt/content-api'
import type { RoadSide, TrafficAdvisory, TrafficKind, TrafficState, TollRoadRef } from '@jtt/content-api'
import { ROUTES } from '@jtt/content-api/routes'
import type { KmPoint } from './geo'
import { routeStretch } from './road-stretch'

type Timed = Pick<TrafficAdvisory, 'startsAt' | 'endsAt'>

/** The advisories still to show at `now` (current and upcoming), each with its state at `now`. */
export function asOf<T extends Timed & { state: TrafficState }>(advisories: readonly T[], now: number): T[] {
  return advisories
    .map((a) => ({ ...a, state: trafficStateAt(a.startsAt, a.endsAt, now) }))
    .filter((a) => a.state !== 'past')
}

/** The next start or end after `now` among these (ms), or null when none is ahead. */
export function nextChange(advisories: readonly Timed[], now: number): number | null {
  const ahead = advisories
    .flatMap((a) => [Date.parse(a.startsAt), a.endsAt === null ? NaN : Date.parse(a.endsAt)])
    .filter((t) => Number.isFinite(t) && t > now)
  return ahead.length === 0 ? null : Math.min(...ahead)
}

/**
 * How long a page showing these may be kept (whole seconds, rounded down): never past the next start or
 * end, at most `max`; 0 (not kept) when the next one is less than a second away.
 */
export function lifetimeSeconds(advisories: readonly Timed[], now: number, max: number): number {
  const next = nextChange(advisories, now)
  return next === null ? max : Math.max(0, Math.min(max, Math.floor((next - now) / 1000)))
}

export type SectionGroup<T> = { section: TollRoadRef; advisories: T[] }

/**
 * Advisories grouped by the first section each concerns (sections run in increasing KM), the groups
 * in the network's order (`order`: section slugs), within a group by KM.
 */
export function groupBySection<T extends Pick<TrafficAdvisory, 'sections' | 'kmFrom'>>(
  advisories: readonly T[],
  order: readonly string[],
): SectionGroup<T>[] {
  const groups = new Map<string, SectionGroup<T>>()
  for (const a of advisories) {
    const section = a.sections[0]!
    const group = groups.get(section.slug) ?? { section, advisories: [] }
    group.advisories.push(a)
    groups.set(section.slug, group)
  }
  const rank = (slug: string) => (order.includes(slug) ? order.indexOf(slug) : order.length)
  return [...groups.values()]
    .sort((x, y) => rank(x.section.slug) - rank(y.section.slug) || x.section.name.localeCompare(y.section.name))
    .map((g) => ({ ...g, advisories: [...g.advisories].sort((x, y) => x.kmFrom - y.kmFrom) }))
}

export type RawQuery = Record<string, string | string[] | undefined>
export type TrafficQuery = { section?: string; dir?: RoadSide; kind?: TrafficKind; ignored: string[] }

const PARAMS: readonly string[] = ROUTES['traffic-advisories'].query
const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)?.trim() ?? ''

/** The list's filters from the address; what is not understood is ignored and named. */
export function parseTrafficQuery(raw: RawQuery): TrafficQuery {
  const query: TrafficQuery = { ignored: [] }
  const section = first(raw.section)
  if (SLUG_PATTERN.test(section)) query.section = section
  else if (section) query.ignored.push('section')
  const dir = first(raw.dir).toUpperCase()
  if ((ROAD_SIDES as readonly string[]).includes(dir)) query.dir = dir as RoadSide
  else if (dir) query.ignored.push('dir')
  const kind = first(raw.kind)
  if ((TRAFFIC_KINDS as readonly string[]).includes(kind)) query.kind = kind as TrafficKind
  else if (kind) query.ignored.push('kind')
  for (const key of Object.keys(raw)) if (!PARAMS.includes(key)) query.ignored.push(key)
  return query
}

/** The query string form of the filters, for links and the clean-address redirect. */
export const trafficParams = (q: TrafficQuery) => ({ section: q.section, dir: q.dir, kind: q.kind })

type Routed = { slug: string; geometry: readonly KmPoint[] }

/**
 * The stretch an advisory covers, as a line: its sections' routes joined in KM order (markers run on
 * from one section into the next), cut at its KM range. Empty when no section's route is known.
 */
export function advisoryStretch(a: Pick<TrafficAdvisory, 'sections' | 'kmFrom' | 'kmTo'>, roads: readonly Routed[]) {
  const slugs = new Set(a.sections.map((s) => s.slug))
  const joined = roads
    .filter((r) => slugs.has(r.slug))
    .flatMap((r) => r.geometry)
    .sort((x, y) => x.km - y.km)
    .filter((p, i, all) => i === 0 || p.km !== all[i - 1]!.km)
  return routeStretch(joined, a.kmFrom, a.kmTo)
}

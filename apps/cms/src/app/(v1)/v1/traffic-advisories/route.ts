import type { Where } from 'payload'
import { ROAD_SIDES, SLUG_PATTERN, TRAFFIC_KINDS, TRAFFIC_SEVERITIES, TRAFFIC_STATES } from '@jtt/content-api'
import { badRequest } from '@/api/errors'
import { listResource } from '@/api/listResource'
import { toTrafficAdvisory } from '@/api/serializers/trafficAdvisory'
import { cacheUntil, nextBoundary, stateSort, stateWhere } from '@/trafficAdvisories/timeWindow'

const FILTERS = ['section', 'direction', 'kind', 'severity', 'state'] as const

/** A filter value that must be one of `allowed`, or a 400 naming them. */
function oneOf<T extends string>(name: string, value: string | undefined, allowed: readonly T[]): T | undefined {
  if (value === undefined) return undefined
  if ((allowed as readonly string[]).includes(value)) return value as T
  throw badRequest('invalid_filter', `Filter '${name}' must be one of: ${allowed.join(', ')}.`)
}

/** Populated with what the answer names of each section and release, not a section's route and tariffs. */
const POPULATE = {
  'toll-roads': { slug: true, name: true, start: true, end: true },
  'press-releases': { slug: true, title: true },
} as const

/**
 * GET /v1/traffic-advisories?filter[section]=…&filter[direction]=A|B&filter[kind]=…&filter[severity]=…
 * &filter[state]=current|upcoming|past&locale=…[&draft=true]: advisories, current and upcoming unless
 * a state is asked for. The state is a condition on the clock at the time of the read, and a public
 * answer is kept by shared caches no longer than the next start or end.
 */
export const GET = listResource('traffic-advisories', {
  filters: FILTERS,
  where: (f) => {
    const and: Where[] = []
    if (f.section !== undefined) {
      if (!SLUG_PATTERN.test(f.section)) throw badRequest('invalid_filter', `Filter 'section' must be a section slug.`)
      and.push({ 'sections.slug': { equals: f.section } })
    }
    const direction = oneOf('direction', f.direction, ROAD_SIDES)
    if (direction) and.push({ directions: { in: [direction] } })
    const kind = oneOf('kind', f.kind, TRAFFIC_KINDS)
    if (kind) and.push({ kind: { equals: kind } })
    const severity = oneOf('severity', f.severity, TRAFFIC_SEVERITIES)
    if (severity) and.push({ severity: { equals: severity } })
    const state = oneOf('state', f.state, TRAFFIC_STATES)
    // Built when the request is read (not when the filters are parsed): the clock is the read's.
    return async () => ({ and: [...and, stateWhere(state, new Date())] })
  },
  sort: (f) => stateSort(f.state as (typeof TRAFFIC_STATES)[number] | undefined),
  depth: 1,
  populate: POPULATE,
  drafts: true,
  reportsUntranslated: true,
  serialize: (doc, { locale, untranslated }) =>
    toTrafficAdvisory(doc, locale, Date.now(), untranslated.get(String(doc.id))),
  publicCache: async ({ payload }) => cacheUntil(await nextBoundary(payload, new Date()), Date.now()),
})

import type { Payload, Where } from 'payload'
import {
  REST_AREA_FACILITIES,
  type RestAreaFacility,
  REST_AREA_STATUSES,
  REST_AREA_TYPES,
  ROAD_SIDES,
  SLUG_PATTERN,
} from '@jtt/content-api'
import { badRequest } from '@/api/errors'
import { listResource } from '@/api/listResource'
import { toRestArea } from '@/api/serializers/restArea'
import { restAreaSearch } from '@/tollRoads/restAreaSearch'

const FILTERS = ['id', 'road', 'side', 'type', 'facility', 'status', 'q'] as const

/** A filter value that must be one of `allowed`, or a 400 naming them. */
function oneOf<T extends string>(name: string, value: string | undefined, allowed: readonly T[]): T | undefined {
  if (value === undefined) return undefined
  if ((allowed as readonly string[]).includes(value)) return value as T
  throw badRequest('invalid_filter', `Filter '${name}' must be one of: ${allowed.join(', ')}.`)
}

/**
 * Ids of the rest areas offering every facility asked for. One query per facility: conditions on a
 * multi-value field in one query would all have to hold for the same stored value.
 */
async function offeringAll(payload: Payload, facilities: RestAreaFacility[]): Promise<number[]> {
  let ids: Set<number> | null = null
  for (const facility of new Set(facilities)) {
    const found = await payload.find({
      collection: 'rest-areas',
      where: { facilities: { in: [facility] } },
      pagination: false,
      depth: 0,
      select: {},
      overrideAccess: false,
    })
    const these: number[] = found.docs.map((doc) => doc.id)
    ids = new Set(ids ? these.filter((id) => ids!.has(id)) : these)
  }
  return ids?.size ? [...ids] : [-1]
}

/**
 * GET /v1/rest-areas?filter[road]=…&filter[side]=A|B&filter[type]=A|B|C&filter[facility]=fuel,atm
 * &filter[status]=…&filter[q]=…&filter[id]=…&locale=…: rest areas ordered by section and KM. `q` is a
 * name, a section or a KM marker ("km 57", "57a").
 */
export const GET = listResource('rest-areas', {
  filters: FILTERS,
  where: (f) => {
    const and: Where[] = []
    // ids are whole numbers on both adapters; anything else simply matches nothing
    if (f.id !== undefined) and.push({ id: { equals: /^\d{1,12}$/.test(f.id) ? Number(f.id) : -1 } })
    if (f.road !== undefined) {
      if (!SLUG_PATTERN.test(f.road)) throw badRequest('invalid_filter', `Filter 'road' must be a section slug.`)
      and.push({ 'road.slug': { equals: f.road } })
    }
    const side = oneOf('side', f.side, ROAD_SIDES)
    if (side) and.push({ side: { equals: side } })
    const type = oneOf('type', f.type, REST_AREA_TYPES)
    if (type) and.push({ type: { equals: type } })
    const status = oneOf('status', f.status, REST_AREA_STATUSES)
    if (status) and.push({ status: { equals: status } })
    const facilities =
      f.facility === undefined ? [] : f.facility.split(',').map((v) => oneOf('facility', v, REST_AREA_FACILITIES))
    if (f.q !== undefined) and.push(restAreaSearch(f.q))
    if (!facilities.length) return and.length ? { and } : undefined
    return async ({ payload }) => ({
      and: [...and, { id: { in: await offeringAll(payload, facilities as RestAreaFacility[]) } }],
    })
  },
  sort: ['road', 'km', 'side'],
  depth: 1,
  // Only what the answer names of each section, not its route and tariff table.
  populate: { 'toll-roads': { slug: true, name: true } },
  serialize: (doc, { locale }) => toRestArea(doc, locale),
})

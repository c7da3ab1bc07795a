import { GATE_ID_PATTERN, type VehicleClass } from '@jtt/content-api'
import { badRequest, notFound } from '@/api/errors'
import { apiRoute } from '@/api/handler'
import { payloadClient } from '@/api/payload'
import { parseQuery } from '@/api/query'
import { item } from '@/api/respond'
import { gatesOf, tariffSectionOf, toTollRoadRef } from '@/api/serializers/tollRoad'
import { lookupTariff } from '@/tollRoads/tariffLookup'

const gateFilter = (name: 'entry' | 'exit', value: string | undefined) => {
  if (!value)
    throw badRequest('invalid_filter', `Filter '${name}' is required: a gate id such as semarang-solo.ungaran.`)
  if (!GATE_ID_PATTERN.test(value)) throw badRequest('invalid_filter', `Filter '${name}' is not a gate id.`)
  const [road, code] = value.split('.') as [string, string]
  return { road, code }
}

/**
 * GET /v1/tariffs/quote?filter[entry]=<gate id>&filter[exit]=<gate id>&filter[class]=1…5&locale=…:
 * the tariff (rupiah) and distance of one trip within a section. Malformed, missing or unknown gates,
 * the same gate twice, gates of two sections or a class outside I–V are 400s; a pair the table lacks is a 404.
 */
export const GET = apiRoute(async (request) => {
  const q = parseQuery(request, { filters: ['entry', 'exit', 'class'], locale: true })
  const entry = gateFilter('entry', q.filters.entry)
  const exit = gateFilter('exit', q.filters.exit)
  if (!q.filters.class || !/^[1-5]$/.test(q.filters.class)) {
    throw badRequest('invalid_filter', `Filter 'class' is required: a vehicle class from 1 to 5 (I–V).`)
  }
  const vehicleClass = Number(q.filters.class) as VehicleClass
  if (entry.road !== exit.road) {
    throw badRequest('invalid_filter', 'Entry and exit gates must be on the same section; quote each section apart.')
  }
  const payload = await payloadClient()
  const found = await payload.find({
    collection: 'toll-roads',
    where: { slug: { equals: entry.road } },
    locale: q.locale,
    fallbackLocale: 'id',
    overrideAccess: false,
    limit: 1,
    depth: 0,
  })
  const doc = found.docs[0]
  if (!doc) throw badRequest('invalid_filter', `No section '${entry.road}'.`)
  const result = lookupTariff(tariffSectionOf(doc), entry.code, exit.code, vehicleClass)
  if (!result.ok) {
    if (result.reason === 'same-gate') throw badRequest('invalid_filter', 'Entry and exit are the same gate.')
    if (result.reason === 'unknown-gate') throw badRequest('invalid_filter', `A gate is not on section '${doc.slug}'.`)
    throw notFound('The tariff table has no tariff for this trip.')
  }
  const gates = new Map(gatesOf(doc).map((g) => [g.code, { id: g.id, name: g.name, km: g.km }]))
  return item({
    road: toTollRoadRef(doc),
    system: doc.tariffSystem,
    entry: gates.get(entry.code)!,
    exit: gates.get(exit.code)!,
    vehicleClass,
    tariff: result.tariff,
    distanceKm: result.distanceKm,
    effectiveDate: doc.tariffEffectiveDate ?? null,
  })
})

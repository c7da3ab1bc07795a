import { reads } from '../read'
import { z } from 'zod'
import { idSchema, localeSchema, listBodySchema } from './common'
import { mediaSchema } from './media'
import { seoMetaSchema } from './pages'
import { tollRoadRefSchema } from './tollRoads'

/** Regulator's types: A (≥ 6 ha, with fuel), B (≥ 4 ha), C (≥ 2.5 ha, open only in holiday seasons). */
export const REST_AREA_TYPES = ['A', 'B', 'C'] as const
export type RestAreaType = (typeof REST_AREA_TYPES)[number]

/** Side of the road: A is the carriageway of increasing KM markers, B the one going back. */
export const ROAD_SIDES = ['A', 'B'] as const
export type RoadSide = (typeof ROAD_SIDES)[number]

/** Live status an operator sets; `closed` is temporary (full car park, works, holiday-only type C). */
export const REST_AREA_STATUSES = ['open', 'full', 'closed'] as const
export type RestAreaStatus = (typeof REST_AREA_STATUSES)[number]

export const REST_AREA_FACILITIES = [
  'fuel',
  'ev-charging',
  'prayer-room',
  'toilets',
  'atm',
  'food-court',
  'minimarket',
  'umkm-kiosks',
  'workshop',
  'clinic',
  'parking',
  'green-space',
] as const
export type RestAreaFacility = (typeof REST_AREA_FACILITIES)[number]

export const restAreaSchema = z.object({
  id: idSchema,
  locale: localeSchema,
  name: z.string(),
  road: tollRoadRefSchema,
  km: z.number().min(0),
  side: z.enum(ROAD_SIDES),
  /** The city this side leads to. */
  towards: z.string(),
  type: z.enum(REST_AREA_TYPES),
  position: z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }),
  description: z.string(),
  facilities: z.array(z.enum(REST_AREA_FACILITIES)),
  capacity: z.object({ cars: z.number().int().min(0).nullable(), busesTrucks: z.number().int().min(0).nullable() }),
  openingHours: z.string(),
  album: z.array(mediaSchema),
  status: z.object({
    value: z.enum(REST_AREA_STATUSES),
    note: z.string().nullable(),
    /** When the status or its note last changed. */
    changedAt: z.string().nullable(),
  }),
  meta: seoMetaSchema,
  updatedAt: z.string(),
})
export type RestArea = z.infer<typeof restAreaSchema>

/** Filters of `GET /rest-areas`; `facilities` lists facilities that must all be offered. */
export type RestAreaFilters = {
  id?: string
  road?: string
  side?: RoadSide
  type?: RestAreaType
  facilities?: readonly RestAreaFacility[]
  status?: RestAreaStatus
  q?: string
}

/** The Content API's reads of these (the client's methods of the same names). */
export const restAreaReads = reads({
  restAreas: {
    path: 'rest-areas',
    answer: listBodySchema(restAreaSchema),
    query: (p: RestAreaFilters) => ({
      'filter[id]': p.id,
      'filter[road]': p.road,
      'filter[side]': p.side,
      'filter[type]': p.type,
      'filter[facility]': p.facilities?.join(','),
      'filter[status]': p.status,
      'filter[q]': p.q,
    }),
    localized: true,
    paged: true,
    doc: {
      call: '`GET /rest-areas?filter[…]=…&locale=…`',
      filters:
        '`id`, `road` (section slug), `side` (`A`/`B`), `type` (`A`/`B`/`C`), `facility` (comma-separated, all required), `status` (`open`/`full`/`closed`), `q` (name, section, city or KM: `km 57`, `57a`)',
      answer:
        '`[{ id, locale, name, road: { id, slug, name }, km, side, towards, type, position: { lat, lng }, description, facilities, capacity: { cars, busesTrucks }, openingHours, album: [media], status: { value, note, changedAt }, meta, updatedAt }]`, ordered by section and KM',
    },
  },
})

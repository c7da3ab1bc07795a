import { reads } from '../read'
import { z } from 'zod'
import { idSchema, localeSchema, listBodySchema, itemBodySchema } from './common'
import { seoMetaSchema } from './pages'

/** A position on the map (WGS 84 degrees). */
export const latLngSchema = z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) })
export type LatLng = z.infer<typeof latLngSchema>

/** A point of a section's route with its kilometre marker: KM markers increase from `start` to `end`. */
export const kmPointSchema = latLngSchema.extend({ km: z.number().min(0) })
export type KmPoint = z.infer<typeof kmPointSchema>

/**
 * Gates and junctions of a section: `main` is a mainline toll plaza (gerbang tol utama), `ramp` an
 * entry and exit gate, `interchange` a junction with another road (simpang susun).
 */
export const GATE_KINDS = ['main', 'ramp', 'interchange'] as const
export type GateKind = (typeof GATE_KINDS)[number]

/** Open system: a flat tariff paid at the entry gate. Closed: a tariff per pair of entry and exit gates. */
export const TARIFF_SYSTEMS = ['open', 'closed'] as const
export type TariffSystem = (typeof TARIFF_SYSTEMS)[number]

/** Vehicle classes (golongan) I–V, as numbers 1–5. */
export const VEHICLE_CLASSES = [1, 2, 3, 4, 5] as const
export type VehicleClass = (typeof VEHICLE_CLASSES)[number]
export const vehicleClassSchema = z.literal(VEHICLE_CLASSES)

/** Gates are named `<section slug>.<gate code>` across the network, e.g. `jakarta-cikampek.cikarang-barat`. */
export const GATE_ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*\.[a-z0-9]+(?:-[a-z0-9]+)*$/

export const gateSchema = z.object({
  id: z.string().regex(GATE_ID_PATTERN),
  code: z.string().min(1),
  name: z.string(),
  km: z.number().min(0),
  kind: z.enum(GATE_KINDS),
  /** Where the gate lies, from the section's route at its KM. */
  position: latLngSchema.nullable(),
})
export type Gate = z.infer<typeof gateSchema>

/** A reference to a section from the things on it (rest areas, tariffs). */
export const tollRoadRefSchema = z.object({ id: idSchema, slug: z.string().min(1), name: z.string() })
export type TollRoadRef = z.infer<typeof tollRoadRefSchema>

export const tollRoadSchema = z.object({
  id: idSchema,
  locale: localeSchema,
  slug: z.string().min(1),
  name: z.string(),
  /** Company that holds the concession (BUJT) or the operating segment. */
  operator: z.string(),
  lengthKm: z.number().min(0),
  /** City at the first KM marker; direction A leads away from it, towards `end`. */
  start: z.string(),
  end: z.string(),
  operatingSince: z.string().nullable(),
  description: z.string(),
  /** The route as KM-marked points, in increasing KM. */
  geometry: z.array(kmPointSchema),
  gates: z.array(gateSchema),
  tariffSystem: z.enum(TARIFF_SYSTEMS),
  meta: seoMetaSchema,
  updatedAt: z.string(),
})
export type TollRoad = z.infer<typeof tollRoadSchema>

const gateRefSchema = z.object({ id: z.string().regex(GATE_ID_PATTERN), name: z.string(), km: z.number() })

/** Tariffs in rupiah for classes I–V, in that order. */
const tariffsByClassSchema = z.array(z.number().int().min(0)).length(VEHICLE_CLASSES.length)

/** One section's tariff table: per entry gate (open system) or per entry–exit pair (closed). */
export const tariffTableSchema = z.object({
  road: tollRoadRefSchema,
  system: z.enum(TARIFF_SYSTEMS),
  effectiveDate: z.string().nullable(),
  rows: z.array(z.object({ entry: gateRefSchema, exit: gateRefSchema.nullable(), tariffs: tariffsByClassSchema })),
})
export type TariffTable = z.infer<typeof tariffTableSchema>

/** The tariff for one trip: `GET /tariffs/quote`. */
export const tariffQuoteSchema = z.object({
  road: tollRoadRefSchema,
  system: z.enum(TARIFF_SYSTEMS),
  entry: gateRefSchema,
  exit: gateRefSchema,
  vehicleClass: vehicleClassSchema,
  /** Rupiah. */
  tariff: z.number().int().min(0),
  /** Along the road, between the two gates' KM markers. */
  distanceKm: z.number().min(0),
  effectiveDate: z.string().nullable(),
})
export type TariffQuote = z.infer<typeof tariffQuoteSchema>

const serviceEntry = { id: z.string(), description: z.string() }

/** The toll-road service page: emergency and call-centre numbers, payment methods, traffic information. */
export const tollRoadServiceSchema = z.object({
  locale: localeSchema,
  title: z.string(),
  intro: z.string(),
  contacts: z.array(z.object({ ...serviceEntry, label: z.string(), number: z.string() })),
  paymentMethods: z.array(z.object({ ...serviceEntry, name: z.string() })),
  trafficLinks: z.array(z.object({ ...serviceEntry, label: z.string(), url: z.string() })),
  meta: seoMetaSchema,
  updatedAt: z.string(),
})
export type TollRoadService = z.infer<typeof tollRoadServiceSchema>

/** The Content API's reads of these (the client's methods of the same names). */
export const tollRoadReads = reads({
  tollRoads: {
    path: 'toll-roads',
    answer: listBodySchema(tollRoadSchema),
    query: (p: { slug?: string }) => ({ 'filter[slug]': p.slug }),
    localized: true,
    drafts: true,
    paged: true,
    doc: {
      call: '`GET /toll-roads?filter[slug]=…&locale=…[&draft=true]`',
      filters: '`slug`',
      answer:
        '`[{ id, locale, slug, name, operator, lengthKm, start, end, operatingSince, description, geometry: [{ km, lat, lng }], gates: [{ id: "<slug>.<code>", code, name, km, kind, position }], tariffSystem, meta, updatedAt }]`',
    },
  },
  tariffs: {
    path: 'tariffs',
    answer: listBodySchema(tariffTableSchema),
    query: (p: { road?: string }) => ({ 'filter[road]': p.road }),
    localized: true,
    paged: true,
    doc: {
      call: '`GET /tariffs?filter[road]=…&locale=…`',
      filters: '`road`',
      answer:
        '`[{ road, system: open\\|closed, effectiveDate, rows: [{ entry, exit (null in an open system), tariffs: [I, II, III, IV, V] }] }]` (rupiah)',
    },
  },
  tariffQuote: {
    path: 'tariffs/quote',
    answer: itemBodySchema(tariffQuoteSchema),
    query: (p: { entry: string; exit: string; vehicleClass: VehicleClass }) => ({
      'filter[entry]': p.entry,
      'filter[exit]': p.exit,
      'filter[class]': p.vehicleClass,
    }),
    localized: true,
    doc: {
      call: '`GET /tariffs/quote?filter[entry]=…&filter[exit]=…&filter[class]=1…5&locale=…`',
      filters: '`entry`, `exit` (gate ids), `class` (all required)',
      answer:
        '`{ road, system, entry, exit, vehicleClass, tariff, distanceKm, effectiveDate }`; malformed, missing or unknown gates, the same gate twice, gates of two sections, a class outside 1–5 → 400; a pair the table lacks → 404',
    },
  },
  tollRoadService: {
    path: 'toll-road-service',
    answer: itemBodySchema(tollRoadServiceSchema),
    localized: true,
    drafts: true,
    doc: {
      call: '`GET /toll-road-service?locale=…[&draft=true]`',
      filters: '—',
      answer:
        '`{ locale, title, intro, contacts: [{ id, label, number, description }], paymentMethods: [{ id, name, description }], trafficLinks: [{ id, label, url, description }], meta, updatedAt }`',
    },
  },
})

import { reads } from '../read'
import { z } from 'zod'
import { idSchema, localeSchema, untranslatedSchema, listBodySchema, itemBodySchema } from './common'
import { mediaSchema } from './media'
import { ROAD_SIDES, type RoadSide } from './restAreas'
import { richTextSchema } from './richText'
import { tollRoadRefSchema } from './tollRoads'

/** What an advisory is about; each kind but weather and other has the sub-kinds below. */
export const TRAFFIC_KINDS = ['road-works', 'traffic-engineering', 'incident', 'weather', 'other'] as const
export type TrafficKind = (typeof TRAFFIC_KINDS)[number]

/** The sub-kinds of each kind: rekayasa lalu lintas (one-way, contraflow, ganjil–genap…), incidents. */
export const TRAFFIC_SUB_KINDS = {
  'road-works': ['lane-closure'],
  'traffic-engineering': ['one-way', 'contraflow', 'odd-even', 'vehicle-restriction'],
  incident: ['accident', 'breakdown', 'flood', 'fire'],
  weather: [],
  other: [],
} as const satisfies Record<TrafficKind, readonly string[]>
export type TrafficSubKind = (typeof TRAFFIC_SUB_KINDS)[TrafficKind][number]
export const TRAFFIC_SUB_KIND_LIST = Object.values(TRAFFIC_SUB_KINDS).flat() as TrafficSubKind[]

/** `closure`: the road (or a carriageway) is shut; `caution`: lanes closed or slow; `info`: good to know. */
export const TRAFFIC_SEVERITIES = ['info', 'caution', 'closure'] as const
export type TrafficSeverity = (typeof TRAFFIC_SEVERITIES)[number]

/** Where an advisory stands now: before its start, between start and end, after its end. */
export const TRAFFIC_STATES = ['current', 'upcoming', 'past'] as const
export type TrafficState = (typeof TRAFFIC_STATES)[number]

/** Where an advisory stands at `now` (ms): from its start up to (not including) its end it is current. */
export function trafficStateAt(startsAt: string, endsAt: string | null, now: number): TrafficState {
  if (Date.parse(startsAt) > now) return 'upcoming'
  return endsAt !== null && Date.parse(endsAt) <= now ? 'past' : 'current'
}

/** A carriageway as the rest areas name it: side A (increasing KM) or B, and the city it leads to. */
export const trafficDirectionSchema = z.object({ side: z.enum(ROAD_SIDES), towards: z.string() })
export type TrafficDirection = z.infer<typeof trafficDirectionSchema>

/** One advisory (`GET /traffic-advisories` and `/traffic-advisories/{id}`). */
export const trafficAdvisorySchema = z.object({
  id: idSchema,
  locale: localeSchema,
  title: z.string(),
  kind: z.enum(TRAFFIC_KINDS),
  subKind: z.enum(TRAFFIC_SUB_KIND_LIST as [TrafficSubKind, ...TrafficSubKind[]]).nullable(),
  severity: z.enum(TRAFFIC_SEVERITIES),
  /** The sections it concerns, in increasing KM (KM markers run on across the Trans Java sections). */
  sections: z.array(tollRoadRefSchema).min(1),
  kmFrom: z.number().min(0),
  kmTo: z.number().min(0),
  directions: z.array(trafficDirectionSchema).min(1),
  /** ISO times; `endsAt` null: until further notice. */
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  /** Computed when read: a cached answer is never older than the next start or end it contains. */
  state: z.enum(TRAFFIC_STATES),
  /** Lanes closed or given over (null: not stated). */
  lanesAffected: z.number().int().min(0).nullable(),
  advice: richTextSchema,
  detour: richTextSchema,
  image: mediaSchema.nullable(),
  pressRelease: z.object({ id: idSchema, slug: z.string().min(1), title: z.string() }).nullable(),
  /** Fields given in Indonesian because they have no English yet (`title`, `advice`, `detour`). */
  untranslated: untranslatedSchema,
  status: z.enum(['draft', 'published']),
  updatedAt: z.string(),
})
export type TrafficAdvisory = z.infer<typeof trafficAdvisorySchema>

/** Filters of `GET /traffic-advisories`; without `state`, current and upcoming advisories are listed. */
export type TrafficAdvisoryFilters = {
  section?: string
  direction?: RoadSide
  kind?: TrafficKind
  severity?: TrafficSeverity
  state?: TrafficState
}

/** The Content API's reads of these (the client's methods of the same names). */
export const trafficAdvisoryReads = reads({
  trafficAdvisories: {
    path: 'traffic-advisories',
    answer: listBodySchema(trafficAdvisorySchema),
    query: (p: TrafficAdvisoryFilters) => ({
      'filter[section]': p.section,
      'filter[direction]': p.direction,
      'filter[kind]': p.kind,
      'filter[severity]': p.severity,
      'filter[state]': p.state,
    }),
    localized: true,
    drafts: true,
    paged: true,
    doc: {
      call: '`GET /traffic-advisories?filter[…]=…&locale=…[&draft=true]`',
      filters:
        '`section` (section slug), `direction` (`A`/`B`), `kind`, `severity` (`info`/`caution`/`closure`), `state` (`current`/`upcoming`/`past`; without it current and upcoming)',
      answer:
        '`[{ id, locale, title, kind, subKind, severity, sections: [{ id, slug, name }], kmFrom, kmTo, directions: [{ side, towards }], startsAt, endsAt (null: until further notice), state, lanesAffected, advice, detour, image, pressRelease: { id, slug, title }, untranslated, status, updatedAt }]`: current by start, upcoming by start, past newest end first; the state is computed when read',
    },
  },
  trafficAdvisory: {
    path: 'traffic-advisories/{id}',
    answer: itemBodySchema(trafficAdvisorySchema),
    localized: true,
    drafts: true,
    doc: {
      call: '`GET /traffic-advisories/{id}?locale=…[&draft=true]`',
      filters: '—',
      answer: '`{ …advisory }` by id, past ones too (404 `not_found` otherwise)',
    },
  },
})

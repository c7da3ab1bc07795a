import type { Gate, KmPoint, Locale, TariffTable, TollRoad as TollRoadBody, TollRoadRef } from '@jtt/content-api'
import type { TollRoad } from '../../payload-types'
import { positionAtKm } from '../../tollRoads/geometry'
import type { TariffSection } from '../../tollRoads/tariffLookup'
import { populatedMedia } from './media'

const routeOf = (doc: TollRoad): KmPoint[] => (doc.geometry ?? []).map((p) => ({ km: p.km, lat: p.lat, lng: p.lng }))

export const toTollRoadRef = (doc: TollRoad): TollRoadRef => ({ id: String(doc.id), slug: doc.slug, name: doc.name })

export function gatesOf(doc: TollRoad): Gate[] {
  const route = routeOf(doc)
  return (doc.gates ?? []).map((g) => ({
    id: `${doc.slug}.${g.code}`,
    code: g.code,
    name: g.name,
    km: g.km,
    kind: g.kind,
    position: positionAtKm(route, g.km),
  }))
}

export function toTollRoad(doc: TollRoad, locale: Locale): TollRoadBody {
  return {
    id: String(doc.id),
    locale,
    slug: doc.slug,
    name: doc.name,
    // A draft may still lack what publishing requires.
    operator: doc.operator ?? '',
    lengthKm: doc.lengthKm ?? 0,
    start: doc.start ?? '',
    end: doc.end ?? '',
    operatingSince: doc.operatingSince ?? null,
    description: doc.description ?? '',
    geometry: routeOf(doc),
    gates: gatesOf(doc).sort((a, b) => a.km - b.km),
    tariffSystem: doc.tariffSystem ?? 'closed',
    meta: {
      metaTitle: doc.meta?.metaTitle || null,
      metaDesc: doc.meta?.metaDesc || null,
      metaKeywords: doc.meta?.metaKeywords || null,
      metaImage: populatedMedia(doc.meta?.metaImage),
    },
    updatedAt: doc.updatedAt,
  }
}

const tariffsOf = (row: NonNullable<TollRoad['tariffs']>[number]) => [
  row.class1,
  row.class2,
  row.class3,
  row.class4,
  row.class5,
]

/** The section's tariff rows as the pure lookup reads them. */
export const tariffSectionOf = (doc: TollRoad): TariffSection => ({
  system: doc.tariffSystem,
  gates: (doc.gates ?? []).map((g) => ({ code: g.code, km: g.km })),
  rows: (doc.tariffs ?? []).map((row) => ({ entry: row.entry, exit: row.exit || null, tariffs: tariffsOf(row) })),
})

export function toTariffTable(doc: TollRoad): TariffTable {
  const gates = new Map(gatesOf(doc).map((g) => [g.code, { id: g.id, name: g.name, km: g.km }]))
  const rows: TariffTable['rows'] = []
  for (const row of doc.tariffs ?? []) {
    const entry = gates.get(row.entry)
    const exit = row.exit ? gates.get(row.exit) : null
    if (!entry || exit === undefined) continue // a gate removed after the row was written
    rows.push({ entry, exit, tariffs: tariffsOf(row) })
  }
  rows.sort((a, b) => a.entry.km - b.entry.km || (a.exit?.km ?? 0) - (b.exit?.km ?? 0))
  return {
    road: toTollRoadRef(doc),
    system: doc.tariffSystem,
    effectiveDate: doc.tariffEffectiveDate ?? null,
    rows,
  }
}

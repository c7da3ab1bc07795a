import type { Payload, Where } from 'payload'
import type { Seed } from '../../contentTypes/define'
import { positionAtKm } from '../../tollRoads/geometry'
import { ensureImages } from '../images'
import { restAreaPhotos } from './photos'
import { describeRestArea, FACILITIES_BY_TYPE, seedRestAreas, type SeedRestArea } from './restAreas'
import { seedSections, seedTariffRows, type SeedSection } from './sections'

type Log = (what: string) => void
type Section = { id: number; route: { km: number; lat: number; lng: number }[] }

/** Creates a section once (published), English rows sharing the Indonesian rows' ids. */
async function ensureSection(payload: Payload, s: SeedSection, log: Log): Promise<Section> {
  const route = s.route.map(([km, lat, lng]) => ({ km, lat, lng }))
  const found = await payload.find({
    collection: 'toll-roads',
    where: { slug: { equals: s.slug } },
    limit: 1,
    draft: true,
  })
  if (found.docs[0]) return { id: found.docs[0].id, route }
  const doc = await payload.create({
    collection: 'toll-roads',
    locale: 'id',
    data: {
      name: s.name.id,
      slug: s.slug,
      operator: s.operator,
      start: s.start,
      end: s.end,
      lengthKm: s.route[s.route.length - 1]![0] - s.route[0]![0],
      operatingSince: s.operatingSince,
      description: s.description.id,
      geometry: route,
      gates: s.gates.map((g) => ({ code: g.code, name: g.name.id, km: g.km, kind: g.kind })),
      tariffSystem: s.tariffSystem,
      tariffEffectiveDate: s.tariff.effectiveDate,
      tariffs: seedTariffRows(s),
      meta: { metaDesc: s.description.id.slice(0, 300) },
      _status: 'published',
    },
  })
  const enGates = (doc.gates ?? []).map((row, i) => ({ ...row, name: s.gates[i]!.name.en }))
  await payload.update({
    collection: 'toll-roads',
    id: doc.id,
    locale: 'en',
    data: {
      name: s.name.en,
      description: s.description.en,
      gates: enGates,
      meta: { metaDesc: s.description.en.slice(0, 300) },
      _status: 'published',
    },
  })
  log(`toll-road section ${s.slug}`)
  return { id: doc.id, route }
}

/** Beside the carriageway: side A a little south of the route's line, side B a little north. */
const besideRoad = (section: Section, area: SeedRestArea) => {
  const at = positionAtKm(section.route, area.km) ?? section.route[0]!
  const offset = area.side === 'A' ? -0.0006 : 0.0006
  return { lat: Math.round((at.lat + offset) * 1e6) / 1e6, lng: at.lng }
}

async function ensureRestArea(
  payload: Payload,
  area: SeedRestArea,
  section: Section,
  photos: Map<string, number>,
  log: Log,
) {
  const where: Where = {
    and: [{ road: { equals: section.id } }, { km: { equals: area.km } }, { side: { equals: area.side } }],
  }
  if ((await payload.count({ collection: 'rest-areas', where })).totalDocs) return
  const name = `Rest Area KM ${area.km}${area.side}`
  const text = describeRestArea(area)
  const hours =
    area.type === 'C'
      ? { id: 'Musim libur, 24 jam', en: 'Holiday seasons, 24 hours' }
      : { id: '24 jam', en: '24 hours' }
  const facilities = [...new Set([...FACILITIES_BY_TYPE[area.type], ...(area.extra ?? [])])]
  const doc = await payload.create({
    collection: 'rest-areas',
    locale: 'id',
    data: {
      name,
      road: section.id,
      km: area.km,
      side: area.side,
      towards: area.towards,
      type: area.type,
      ...besideRoad(section, area),
      description: text.id,
      facilities,
      capacityCars: area.cars,
      capacityBusesTrucks: area.busesTrucks,
      openingHours: hours.id,
      album: area.photos.map((key) => photos.get(key)).filter((id): id is number => id !== undefined),
      status: area.status ?? 'open',
      statusNote: area.note?.id,
      meta: { metaDesc: text.id.slice(0, 300) },
    },
  })
  await payload.update({
    collection: 'rest-areas',
    id: doc.id,
    locale: 'en',
    data: {
      name,
      description: text.en,
      openingHours: hours.en,
      statusNote: area.note?.en,
      meta: { metaDesc: text.en.slice(0, 300) },
    },
  })
  log(`rest area ${section.id}/${name}`)
}

/** Every sample section, created once each; answers each by slug. */
async function ensureSections(payload: Payload, log: Log): Promise<Map<string, Section>> {
  const sections = new Map<string, Section>()
  for (const s of seedSections) sections.set(s.slug, await ensureSection(payload, s, log))
  return sections
}

/** Toll-road sections with their route, gates and tariffs. */
export const seedTollRoadContent: Seed = async (payload, { log }) => {
  await ensureSections(payload, log)
}

/** Rest areas with their photos, on the sections they lie on (ensured first). */
export const seedRestAreaContent: Seed = async (payload, { log }) => {
  const sections = await ensureSections(payload, log)
  const photos = await ensureImages(payload, restAreaPhotos, log)
  for (const area of seedRestAreas) await ensureRestArea(payload, area, sections.get(area.road)!, photos, log)
}

import type { Payload, Where } from 'payload'
import { documentUrl, listUrl } from './adminUrls'
import type { Section } from './attention'

/**
 * For operators: rest areas not open (full or closed), the few first by name with their status, and
 * the traffic advisories in force now (published, started, not ended).
 */
export async function roadsSection(payload: Payload, now: Date): Promise<Section> {
  const notOpen: Where = { status: { not_equals: 'open' } }
  const at = now.toISOString()
  const inForce: Where = {
    and: [
      { _status: { equals: 'published' } },
      { startsAt: { less_than_equal: at } },
      { or: [{ endsAt: { exists: false } }, { endsAt: { greater_than: at } }] },
    ],
  }
  const [areas, advisories] = await Promise.all([
    payload.find({
      collection: 'rest-areas',
      where: notOpen,
      sort: 'km',
      limit: 10,
      depth: 0,
      locale: 'id',
      overrideAccess: true,
      select: { name: true, status: true },
    }),
    payload.count({ collection: 'traffic-advisories', where: inForce, overrideAccess: true }),
  ])
  return {
    key: 'roads',
    heading: 'roads',
    counts: [
      {
        key: 'rest-areas-not-open',
        label: { word: 'restAreasNotOpen' },
        count: areas.totalDocs,
        href: listUrl('rest-areas', { where: notOpen }),
      },
      {
        key: 'traffic-in-force',
        label: { word: 'trafficInForce' },
        count: advisories.totalDocs,
        href: listUrl('traffic-advisories', { where: inForce }),
      },
    ],
    entries: areas.docs.map((area) => ({
      key: `rest-area-${area.id}`,
      text: { word: 'restAreaEntry', values: { item: area.name, status: { word: area.status } } },
      href: documentUrl('rest-areas', area.id),
    })),
  }
}

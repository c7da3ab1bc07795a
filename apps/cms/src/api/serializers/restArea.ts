import type { Locale, Media as MediaBody, RestArea as RestAreaBody } from '@jtt/content-api'
import type { RestArea } from '../../payload-types'
import { populatedMedia } from './media'
import { toTollRoadRef } from './tollRoad'

/** A rest area read with depth 1 (its section and album populated). */
export function toRestArea(doc: RestArea, locale: Locale): RestAreaBody | null {
  // A rest area whose section is unpublished (or gone) is not shown: it could not be placed.
  if (!doc.road || typeof doc.road !== 'object') return null
  return {
    id: String(doc.id),
    locale,
    name: doc.name,
    road: toTollRoadRef(doc.road),
    km: doc.km,
    side: doc.side,
    towards: doc.towards,
    type: doc.type,
    position: { lat: doc.lat, lng: doc.lng },
    description: doc.description ?? '',
    facilities: doc.facilities ?? [],
    capacity: { cars: doc.capacityCars ?? null, busesTrucks: doc.capacityBusesTrucks ?? null },
    openingHours: doc.openingHours ?? '',
    album: (doc.album ?? []).map(populatedMedia).filter((m): m is MediaBody => m !== null),
    status: { value: doc.status, note: doc.statusNote || null, changedAt: doc.statusChangedAt ?? null },
    meta: {
      metaTitle: doc.meta?.metaTitle || null,
      metaDesc: doc.meta?.metaDesc || null,
      metaKeywords: doc.meta?.metaKeywords || null,
      metaImage: populatedMedia(doc.meta?.metaImage),
    },
    updatedAt: doc.updatedAt,
  }
}

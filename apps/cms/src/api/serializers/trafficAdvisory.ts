import { trafficStateAt, type Locale, type TrafficAdvisory as TrafficAdvisoryBody } from '@jtt/content-api'
import type { PressRelease, TollRoad, TrafficAdvisory } from '../../payload-types'
import { populatedMedia } from './media'
import { toRichText } from './richText'
import { toTollRoadRef } from './tollRoad'

const populatedSections = (sections: TrafficAdvisory['sections']): TollRoad[] =>
  (sections ?? []).filter((s): s is TollRoad => typeof s === 'object' && s !== null)

const populatedRelease = (ref: TrafficAdvisory['pressRelease']): PressRelease | null =>
  ref && typeof ref === 'object' && ref.slug ? ref : null

/**
 * An advisory read with depth 1 (its sections, image and press release populated), its state at
 * `now`. Side A leads towards the end of its last section, B back towards the start of its first.
 */
export function toTrafficAdvisory(
  doc: TrafficAdvisory,
  locale: Locale,
  now: number,
  untranslated: string[] = [],
): TrafficAdvisoryBody | null {
  const sections = populatedSections(doc.sections)
  // Without a published section it cannot be placed on the road (as a rest area without one).
  if (sections.length === 0) return null
  const first = sections[0]!
  const last = sections[sections.length - 1]!
  const release = populatedRelease(doc.pressRelease)
  return {
    id: String(doc.id),
    locale,
    title: doc.title,
    kind: doc.kind,
    subKind: doc.subKind ?? null,
    severity: doc.severity,
    sections: sections.map(toTollRoadRef),
    kmFrom: doc.kmFrom,
    kmTo: doc.kmTo,
    directions: (doc.directions ?? []).map((side) => ({ side, towards: side === 'A' ? last.end : first.start })),
    startsAt: doc.startsAt,
    endsAt: doc.endsAt ?? null,
    state: trafficStateAt(doc.startsAt, doc.endsAt ?? null, now),
    lanesAffected: doc.lanesAffected ?? null,
    advice: toRichText(doc.advice),
    detour: toRichText(doc.detour),
    image: populatedMedia(doc.image),
    pressRelease: release ? { id: String(release.id), slug: release.slug, title: release.title } : null,
    untranslated,
    status: doc._status === 'draft' ? 'draft' : 'published',
    updatedAt: doc.updatedAt,
  }
}

import { trafficStateAt } from '@jtt/content-api'
import { collectionSearch } from '../../search/source'
import { joinText, richTextToPlain } from '../../search/text'

const sectionNames = (sections: unknown[] | null | undefined) =>
  (sections ?? []).map((s) => (s && typeof s === 'object' && 'name' in s ? String(s.name) : ''))

/**
 * Site search for traffic advisories: current and upcoming ones only (an ended one answers null; its
 * end re-reads it, see hooks/scheduleBoundaries.ts, so it leaves the index by itself), by title,
 * section, KM and advice.
 */
export const trafficAdvisorySearch = collectionSearch<'traffic-advisories'>({
  type: 'traffic-advisory',
  depth: 1,
  extract: (advisory) => {
    if (trafficStateAt(advisory.startsAt, advisory.endsAt ?? null, Date.now()) === 'past') return null
    const km = `KM ${advisory.kmFrom}–${advisory.kmTo}`
    return {
      title: advisory.title,
      body: joinText(
        ...sectionNames(advisory.sections),
        km,
        richTextToPlain(advisory.advice),
        richTextToPlain(advisory.detour),
      ),
      summary: joinText(km, ...sectionNames(advisory.sections)),
      target: { kind: 'item', type: 'traffic-advisory', key: String(advisory.id) },
    }
  },
})

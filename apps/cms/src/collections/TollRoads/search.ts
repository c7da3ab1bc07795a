import { collectionSearch } from '../../search/source'
import { joinText } from '../../search/text'

/** The network page, where each section has a panel with an anchor of its own. */
const NETWORK_SCREEN = 'toll-road-network'

/**
 * Site search for toll-road sections: by name, description, the cities at either end and the gates'
 * names ('Kalikangkung' finds Batang–Semarang); a result leads to the section's panel on the network page.
 */
export const tollRoadSearch = collectionSearch<'toll-roads'>({
  type: 'toll-road',
  extract: (road) => ({
    title: road.name,
    body: joinText(road.description, `${road.start} – ${road.end}`, ...(road.gates ?? []).map((gate) => gate.name)),
    summary: road.meta?.metaDesc ?? '',
    target: { kind: 'screen', screen: NETWORK_SCREEN, hash: `section-${road.slug}` },
  }),
})

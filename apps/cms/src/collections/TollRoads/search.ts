import { VEHICLE_CLASSES, type Locale } from '@jtt/content-api'
import { tariffSystemLabels } from '../../i18n/options'
import type { TollRoad } from '../../payload-types'
import { collectionSearch } from '../../search/source'
import { joinText } from '../../search/text'
import { vehicleClassName } from '../../tollRoads/searchWords'

/** The network page, where each section has a panel with an anchor of its own. */
const NETWORK_SCREEN = 'toll-road-network'

/**
 * A section's tariff as searchable text: its system and the vehicle classes its table charges
 * ('Tarif: Sistem tertutup, Golongan I, Golongan II…'), so 'tarif golongan II' and 'closed system'
 * find the sections they apply to.
 */
function tariffText(road: TollRoad, locale: Locale): string {
  const charged = VEHICLE_CLASSES.filter((c) => (road.tariffs ?? []).some((row) => row[`class${c}`] > 0))
  const words = [tariffSystemLabels[road.tariffSystem][locale], ...charged.map((c) => vehicleClassName(c, locale))]
  return `${locale === 'id' ? 'Tarif' : 'Tariff'}: ${words.join(', ')}`
}

/**
 * Site search for toll-road sections: by name, description, the cities at either end, the gates'
 * names ('Kalikangkung' finds Batang–Semarang) and the tariff (system and vehicle classes); a result
 * leads to the section's panel on the network page.
 */
export const tollRoadSearch = collectionSearch<'toll-roads'>({
  type: 'toll-road',
  // 2: the tariff system and classes are indexed (issue 28).
  version: 2,
  extract: (road, locale) => ({
    title: road.name,
    body: joinText(
      road.description,
      `${road.start} – ${road.end}`,
      ...(road.gates ?? []).map((gate) => gate.name),
      tariffText(road, locale),
    ),
    summary: road.meta?.metaDesc ?? '',
    target: { kind: 'screen', screen: NETWORK_SCREEN, hash: `section-${road.slug}` },
  }),
})

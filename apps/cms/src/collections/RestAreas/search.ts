import { collectionSearch } from '../../search/source'
import { joinText } from '../../search/text'
import { restAreaFacts } from './facilityTerms'

/**
 * Site search for rest areas: by name, the direction they serve, their type and facilities (both
 * languages' labels and other names, weighing as the name), with their KM as the snippet when the
 * text has no match.
 */
export const restAreaSearch = collectionSearch<'rest-areas'>({
  type: 'rest-area',
  // 2: the type and the facilities are indexed (issue 28).
  version: 2,
  extract: (area, locale) => ({
    title: area.name,
    body: joinText(area.towards, area.description, restAreaFacts(area, locale)),
    // What a rest area offers is what travellers look for it by: 'musala' ranks the rest areas with a
    // prayer room above a press release that mentions one.
    keywords: restAreaFacts(area, locale),
    summary: `KM ${area.km} · ${area.towards}`,
    target: { kind: 'item', type: 'rest-area', key: String(area.id) },
  }),
})

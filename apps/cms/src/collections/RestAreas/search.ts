import { collectionSearch } from '../../search/source'
import { joinText } from '../../search/text'

/** Site search for rest areas: by name and the direction they serve, with their KM as the snippet. */
export const restAreaSearch = collectionSearch<'rest-areas'>({
  type: 'rest-area',
  extract: (area) => ({
    title: area.name,
    body: joinText(area.towards, area.description),
    summary: `KM ${area.km} · ${area.towards}`,
    target: { kind: 'item', type: 'rest-area', key: String(area.id) },
  }),
})

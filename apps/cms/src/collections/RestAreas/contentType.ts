import { defineCollection } from '../../contentTypes/define'
import { RestAreas } from '.'
import { restAreaSearch } from './search'

/** Rest areas: a page each under its id (and every list: the finder, each detail's 'next rest areas'). */
export const restAreasType = defineCollection({
  config: RestAreas,
  site: { route: { type: 'rest-area', key: 'id' }, search: restAreaSearch },
  access: {
    read: 'public',
    write: 'editor',
    sample: { name: 'Rest Area Uji', road: 1, km: 1, side: 'A', towards: 'Uji', type: 'C', lat: -6.2, lng: 106.9 },
  },
  seed: () => import('../../seed/services/seedServices').then((m) => m.seedRestAreaContent),
})

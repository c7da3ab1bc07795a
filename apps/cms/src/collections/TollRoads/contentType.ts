import { cacheTags } from '@jtt/content-api'
import { defineCollection } from '../../contentTypes/define'
import { TollRoads } from '.'
import { tollRoadSearch } from './search'

/** Sections: the network and service pages, tariffs, and every rest area (which names its section). */
export const tollRoadsType = defineCollection({
  config: TollRoads,
  site: { tags: () => [cacheTags.list('toll-road'), cacheTags.list('rest-area')], search: tollRoadSearch },
  access: {
    read: 'published',
    write: 'editor',
    sample: {
      name: 'Ruas Uji Akses',
      slug: 'ruas-uji-akses',
      operator: 'Uji',
      start: 'A',
      end: 'B',
      lengthKm: 1,
      geometry: [
        { km: 0, lat: -6.2, lng: 106.9 },
        { km: 1, lat: -6.2, lng: 106.91 },
      ],
      _status: 'draft',
    },
    draftProbe: () => '/toll-roads?filter[slug]=ruas-uji-akses&locale=id',
  },
  seed: () => import('../../seed/services/seedServices').then((m) => m.seedTollRoadContent),
})

import { cacheTags } from '@jtt/content-api'
import { defineGlobal } from '../../contentTypes/define'
import { routePreview } from '../../contentTypes/previewTargets'
import { TollRoadService } from '.'
import { tollRoadServiceSearch } from './search'

/** The toll road services page. */
export const tollRoadServiceType = defineGlobal({
  config: TollRoadService,
  site: {
    tags: [cacheTags.tollRoadService],
    search: tollRoadServiceSearch,
    preview: routePreview('toll-road-services'),
  },
  access: { read: 'published', write: 'editor', resource: '/toll-road-service' },
  seed: () => import('../../seed/services/tollRoadService').then((m) => m.seedTollRoadService),
})

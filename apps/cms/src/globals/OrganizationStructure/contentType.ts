import { cacheTags } from '@jtt/content-api'
import { defineGlobal } from '../../contentTypes/define'
import { routePreview } from '../../contentTypes/previewTargets'
import { OrganizationStructure } from '.'
import { organizationSearch } from './search'

/** The organization structure page. */
export const organizationStructureType = defineGlobal({
  config: OrganizationStructure,
  site: {
    tags: [cacheTags.organization],
    search: organizationSearch,
    preview: routePreview('organization-structure'),
  },
  access: { read: 'published', write: 'editor', resource: '/organization-structure' },
  seed: () => import('../../seed/about/seed').then((m) => m.seedAboutGlobal('organization-structure')),
})

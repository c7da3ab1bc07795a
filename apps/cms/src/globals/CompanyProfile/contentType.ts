import { cacheTags } from '@jtt/content-api'
import { defineGlobal } from '../../contentTypes/define'
import { routePreview } from '../../contentTypes/previewTargets'
import { CompanyProfile } from '.'
import { companyProfileSearch } from './search'

/** The company overview page. */
export const companyProfileType = defineGlobal({
  config: CompanyProfile,
  site: { tags: [cacheTags.companyProfile], search: companyProfileSearch, preview: routePreview('company-overview') },
  access: { read: 'published', write: 'editor', resource: '/company-profile' },
  seed: () => import('../../seed/about/seed').then((m) => m.seedAboutGlobal('company-profile')),
})

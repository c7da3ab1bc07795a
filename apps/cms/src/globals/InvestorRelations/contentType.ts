import { cacheTags } from '@jtt/content-api'
import { defineGlobal } from '../../contentTypes/define'
import { routePreview } from '../../contentTypes/previewTargets'
import { InvestorRelations } from '.'

/** Key figures, tables and the documents' introductions: found through the menu and the documents. */
export const investorRelationsType = defineGlobal({
  config: InvestorRelations,
  site: { tags: [cacheTags.investorRelations], preview: routePreview('investor-relations') },
  access: { read: 'published', write: 'editor', resource: '/investor-relations' },
  seed: () => import('../../seed/investorRelations/seed').then((m) => m.seedInvestorRelations),
})

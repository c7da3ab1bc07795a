import type { GlobalConfig } from 'payload'
import { publishedOrPreview } from '../../access/publishedOrPreview'
import { requireScope } from '../../access/requireScope'
import { investorRelationsTabs } from './tabs'

/**
 * The investor-relations section's own content: key figures, shareholders, share and bond
 * information, ratings, dividend policy, the document pages' introductions, the articles of
 * association and the IR contact. Reports themselves are Documents. Drafts allow a preview.
 */
export const InvestorRelations: GlobalConfig = {
  slug: 'investor-relations',
  label: { id: 'Hubungan investor', en: 'Investor relations' },
  typescript: { interface: 'InvestorRelations' },
  access: {
    read: publishedOrPreview,
    update: requireScope('content:write'),
    readVersions: requireScope('content:preview'),
  },
  versions: { drafts: true, max: 30 },
  fields: [{ type: 'tabs', tabs: investorRelationsTabs }],
}

import { cacheTags } from '@jtt/content-api'
import { defineCollection } from '../../contentTypes/define'
import { documentPreview } from '../../contentTypes/previewTargets'
import { Documents } from '.'
import { describeFinancialReport } from './alert'
import { documentSearch } from './search'

/** Documents are listed on their own and embedded in press releases (attachments). */
export const documentsType = defineCollection({
  config: Documents,
  site: {
    tags: () => [cacheTags.list('document'), cacheTags.list('press-release')],
    search: documentSearch,
    preview: documentPreview,
  },
  alerts: [{ topic: 'financial-reports', describe: describeFinancialReport }],
  // Creating one needs a file (documents.test.ts uploads them): no sample.
  access: { read: 'published', write: 'editor' },
  seed: () => import('../../seed/seedDocuments').then((m) => m.seedDocumentContent),
})

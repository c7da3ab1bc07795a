import { idFilterValue } from '@/api/idFilter'
import { listResource } from '@/api/listResource'
import { toCsrPost } from '@/api/serializers/csr'

/** GET /v1/csr-posts?filter[id]=…&locale=…[&draft=true]: CSR activities, newest first. */
export const GET = listResource('csr-posts', {
  filters: ['id'],
  where: ({ id }) => (id ? { id: { equals: idFilterValue(id) } } : undefined),
  sort: ['-publishedAt', '-id'],
  depth: 1,
  drafts: true,
  reportsUntranslated: true,
  serialize: (doc, { locale, untranslated }) => toCsrPost(doc, locale, untranslated.get(String(doc.id))),
})

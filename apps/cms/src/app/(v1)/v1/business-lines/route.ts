import { listResource } from '@/api/listResource'
import { toBusinessLine } from '@/api/serializers/businessLine'
import { slugWhere } from '@/api/slugs'

/** GET /v1/business-lines?filter[slug]=…&locale=…[&draft=true]: JTT's business lines in their order. */
export const GET = listResource('business-lines', {
  filters: ['slug'],
  where: ({ slug }) =>
    slug ? ({ payload, read }) => slugWhere(payload, 'business-lines', slug, read.locale, read) : undefined,
  sort: ['order', 'id'],
  depth: 1,
  drafts: true,
  slugs: true,
  reportsUntranslated: true,
  serialize: (doc, { locale, slugs, untranslated }) => {
    const id = String(doc.id)
    return toBusinessLine(doc, locale, slugs.get(id) ?? { id: doc.slug, en: doc.slug }, untranslated.get(id))
  },
})

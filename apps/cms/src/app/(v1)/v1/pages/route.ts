import { listResource } from '@/api/listResource'
import { toPage } from '@/api/serializers/page'
import { slugWhere } from '@/api/slugs'

/** GET /v1/pages?filter[slug]=…&locale=…[&draft=true]: published pages; drafts with `content:preview`. */
export const GET = listResource('pages', {
  filters: ['slug'],
  where: ({ slug }) => (slug ? ({ payload, read }) => slugWhere(payload, 'pages', slug, read.locale, read) : undefined),
  sort: 'slug',
  depth: 1,
  drafts: true,
  slugs: true,
  reportsUntranslated: true,
  serialize: (doc, { locale, slugs, untranslated }) => {
    const id = String(doc.id)
    return toPage(doc, locale, slugs.get(id) ?? { id: doc.slug, en: doc.slug }, untranslated.get(id))
  },
})

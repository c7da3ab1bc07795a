import { documentTypeFilter, yearFilter } from '@/api/filters'
import { listResource } from '@/api/listResource'
import { toDocument } from '@/api/serializers/document'

/**
 * GET /v1/documents?filter[type]=…&filter[year]=…&locale=…[&draft=true]: published PDF documents,
 * newest year first (then newest publication), each with its cover and the file's URL and size.
 */
export const GET = listResource('documents', {
  filters: ['type', 'year'],
  where: (filters) => {
    const type = documentTypeFilter(filters.type)
    const year = yearFilter(filters.year)
    return {
      ...(type ? { type: { equals: type } } : {}),
      ...(year !== undefined ? { year: { equals: year } } : {}),
    }
  },
  sort: ['-year', '-publishedAt', '-id'],
  depth: 1,
  drafts: true,
  reportsUntranslated: true,
  serialize: (doc, { locale, untranslated }) => toDocument(doc, locale, untranslated.get(String(doc.id))),
})

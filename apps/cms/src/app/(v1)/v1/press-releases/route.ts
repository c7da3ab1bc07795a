import { yearFilter } from '@/api/filters'
import { listResource } from '@/api/listResource'
import { toPressReleaseSummary } from '@/api/serializers/pressRelease'
import { jakartaYearRange } from '@/lib/jakartaYear'

/**
 * GET /v1/press-releases?filter[year]=…&locale=…[&draft=true]: newest first, as lists show them
 * (the full release is GET /v1/press-releases/{slug}). A year is a calendar year in Jakarta time.
 */
export const GET = listResource('press-releases', {
  filters: ['year'],
  where: (filters) => {
    const year = yearFilter(filters.year)
    const range = year === undefined ? null : jakartaYearRange(year)
    return range ? { publishedAt: { greater_than_equal: range.start, less_than: range.end } } : undefined
  },
  sort: ['-publishedAt', '-id'],
  depth: 1,
  select: { title: true, slug: true, publishedAt: true, excerpt: true, body: true, image: true },
  drafts: true,
  slugs: true,
  reportsUntranslated: true,
  serialize: (doc, { slugs, untranslated }) => toPressReleaseSummary(doc, slugs, untranslated.get(String(doc.id))),
})

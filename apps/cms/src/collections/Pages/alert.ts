import { sitePath } from '@jtt/content-api/routes'
import { textOf, type DescribeItem } from '../../contentTypes/alertItem'

/**
 * A CMS page in an alert email: title, meta description and the catch-all route. No topic announces
 * pages; the tests attach it to one (ALERT_TEST_SOURCES, see alerts/sources.ts).
 */
export const describePage: DescribeItem = (doc, locale) => {
  const title = textOf(doc.title)
  const slug = textOf(doc.slug)
  if (!title || !slug) return null
  const meta = (doc.meta ?? {}) as Record<string, unknown>
  const path = sitePath('cms-page', locale, { dynamicPage: slug })
  return { title, summary: textOf(meta.metaDesc), date: textOf(doc.updatedAt), path }
}

import { sitePath } from '@jtt/content-api/routes'
import { textOf, type DescribeItem } from '../../contentTypes/alertItem'

/** A press release in an alert email: title, excerpt, publication date and the release's own page. */
export const describePressRelease: DescribeItem = (doc, locale) => {
  const title = textOf(doc.title)
  const slug = textOf(doc.slug)
  if (!title || !slug) return null
  const path = sitePath('press-release', locale, { slug })
  return { title, summary: textOf(doc.excerpt), date: textOf(doc.publishedAt), path }
}

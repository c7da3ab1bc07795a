import { sitePath } from '@jtt/content-api/routes'
import { textOf, type DescribeItem } from '../../contentTypes/alertItem'

/** An advisory in an alert email: title, where (KM range) and its start, linking to its page. */
export const describeTrafficAdvisory: DescribeItem = (doc, locale) => {
  const title = textOf(doc.title)
  if (!title || doc.id === undefined) return null
  const km = `KM ${String(doc.kmFrom)}–${String(doc.kmTo)}`
  return {
    title,
    summary: km,
    date: textOf(doc.startsAt),
    path: sitePath('traffic-advisory', locale, { id: String(doc.id) }),
  }
}

import { sitePath } from '@jtt/content-api/routes'
import { textOf, type DescribeItem } from '../../contentTypes/alertItem'

/**
 * Financial reports (annual reports among the documents): title, description, date, and the list of
 * annual reports filtered to its year. Other documents (board reports, attachments) announce nothing.
 */
export const describeFinancialReport: DescribeItem = (doc, locale) => {
  const title = textOf(doc.title)
  if (!title || doc.type !== 'annual-report') return null
  const year = typeof doc.year === 'number' ? `?year=${doc.year}` : ''
  return {
    title,
    summary: textOf(doc.description),
    date: textOf(doc.publishedAt),
    path: `${sitePath('annual-reports', locale)}${year}`,
  }
}

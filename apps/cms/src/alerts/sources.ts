import { ALERT_TOPICS, type AlertTopic, type Locale } from '@jtt/content-api'
import { sitePath } from '@jtt/content-api/routes'
import type { CollectionSlug } from 'payload'
import { env } from '../lib/env'

/** An item as an alert email shows it, in one language. */
export type AlertItem = {
  title: string
  summary?: string
  /** ISO date shown as "Published …" */
  date?: string
  /** Path of its page on the site, with the language prefix (`sitePath` of the route registry). */
  path: string
}

/** Reads a published document (in the subscriber's language) as an alert item; null: nothing to announce. */
type DescribeItem = (doc: Record<string, unknown>, locale: Locale) => AlertItem | null

export type AlertSource = { topic: AlertTopic; collection: CollectionSlug; describe: DescribeItem }

const str = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined)

/** CMS pages: title, meta description and the catch-all route. Used by the tests (see ALERT_TEST_SOURCES). */
const describePage: DescribeItem = (doc, locale) => {
  const title = str(doc.title)
  const slug = str(doc.slug)
  if (!title || !slug) return null
  const meta = (doc.meta ?? {}) as Record<string, unknown>
  const path = sitePath('cms-page', locale, { dynamicPage: slug })
  return { title, summary: str(meta.metaDesc), date: str(doc.updatedAt), path }
}

/** Press releases: title, excerpt, publication date and the release's own page. */
const describePressRelease: DescribeItem = (doc, locale) => {
  const title = str(doc.title)
  const slug = str(doc.slug)
  if (!title || !slug) return null
  const path = sitePath('press-release', locale, { slug })
  return { title, summary: str(doc.excerpt), date: str(doc.publishedAt), path }
}

/**
 * Financial reports (annual reports among the documents): title, description, date, and the list of
 * annual reports filtered to its year. Other documents (board reports, attachments) announce nothing.
 */
const describeFinancialReport: DescribeItem = (doc, locale) => {
  const title = str(doc.title)
  if (!title || doc.type !== 'annual-report') return null
  const year = typeof doc.year === 'number' ? `?year=${doc.year}` : ''
  return {
    title,
    summary: str(doc.description),
    date: str(doc.publishedAt),
    path: `${sitePath('annual-reports', locale)}${year}`,
  }
}

/**
 * The alert registry: which collections feed which topic. Publishing a document of one of these
 * collections (or creating one, where the collection has no drafts) sends the topic's confirmed
 * subscribers one email each — once per item, however often it is published again. The plugin
 * (`plugin.ts`) adds the hook to each collection listed here; nothing else needs wiring.
 */
const alertSources: AlertSource[] = [
  { topic: 'press-releases', collection: 'press-releases', describe: describePressRelease },
  { topic: 'financial-reports', collection: 'documents', describe: describeFinancialReport },
]

/** Describers a test may attach to a topic through ALERT_TEST_SOURCES (`topic=collection,…`). */
const testDescribers: Partial<Record<CollectionSlug, DescribeItem>> = { pages: describePage }

function testSources(spec: string): AlertSource[] {
  return spec
    .split(',')
    .map((pair) => pair.trim())
    .filter(Boolean)
    .map((pair) => {
      const [topic, collection] = pair.split('=') as [string, CollectionSlug | undefined]
      const describe = collection ? testDescribers[collection] : undefined
      if (!(ALERT_TOPICS as readonly string[]).includes(topic) || !collection || !describe) {
        throw new Error(`ALERT_TEST_SOURCES: '${pair}' is not topic=collection with a known describer`)
      }
      return { topic: topic as AlertTopic, collection, describe }
    })
}

/** The registry plus any test sources from the environment. */
export const activeAlertSources = (): AlertSource[] => [...alertSources, ...testSources(env.alertTestSources)]

export const findAlertSource = (topic: string, collection: string): AlertSource | undefined =>
  activeAlertSources().find((s) => s.topic === topic && s.collection === collection)

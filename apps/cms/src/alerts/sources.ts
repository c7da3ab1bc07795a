import { ALERT_TOPICS, type AlertTopic } from '@jtt/content-api'
import type { CollectionSlug } from 'payload'
import { describePage } from '../collections/Pages/alert'
import { collectionTypes } from '../contentTypeRegistry'
import { env } from '../lib/env'
import type { DescribeItem } from '../contentTypes/alertItem'
import type { AlertDeclaration } from '../contentTypes/define'

export type AlertSource = Omit<AlertDeclaration, 'topic'> & { topic: AlertTopic; collection: CollectionSlug }

/**
 * The alert registry: which collections feed which topic, from the `alerts` of their declarations
 * (contentTypeRegistry.ts). Publishing a document of one of these collections (or creating one,
 * where the collection has no drafts) sends the topic's confirmed subscribers one email each — once
 * per item, however often it is published again. The plugin (`plugin.ts`) adds the hook to each.
 */
const alertSources: AlertSource[] = collectionTypes.flatMap(({ config, alerts }) =>
  (alerts ?? []).map((alert) => ({ ...alert, collection: config.slug as CollectionSlug })),
)

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

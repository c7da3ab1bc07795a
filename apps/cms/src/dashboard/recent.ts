import type { Payload } from 'payload'
import { documentUrl } from './adminUrls'
import type { EntryLine, Section } from './attention'
import { contentCollections, pluralOf, slugOf } from './collectionsOf'
import { titleOf } from '../health/findings'

const SHOWN = 10

/**
 * The items changed last across the content collections (drafts included): the latest few of each,
 * one query per collection, merged by time.
 */
export async function recentSection(payload: Payload): Promise<Section> {
  const perCollection = await Promise.all(
    contentCollections(payload).map(async (config) => {
      const title = config.admin?.useAsTitle ?? 'id'
      const result = await payload.find({
        collection: slugOf(config),
        sort: '-updatedAt',
        limit: SHOWN,
        pagination: false,
        depth: 0,
        draft: true,
        locale: 'id',
        overrideAccess: true,
        select: { [title]: true, updatedAt: true },
      })
      return (result.docs as unknown as ({ id: number | string; updatedAt: string } & Record<string, unknown>)[]).map(
        (doc) => ({
          updatedAt: doc.updatedAt,
          line: {
            key: `recent-${config.slug}-${doc.id}`,
            text: {
              word: 'recentEntry',
              values: {
                item: titleOf(doc[title], `#${doc.id}`),
                collection: pluralOf(config),
                age: { at: doc.updatedAt, as: 'age' },
              },
            },
            href: documentUrl(config.slug, doc.id),
          } satisfies EntryLine,
        }),
      )
    }),
  )
  const latest = perCollection
    .flat()
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))
    .slice(0, SHOWN)
  return { key: 'recent', heading: 'recent', counts: [], entries: latest.map((entry) => entry.line) }
}

import type { Payload } from 'payload'
import { auditActionLabels, auditActorLabels } from '../audit/actions'
import type { AuditLog } from '../payload-types'
import { documentUrl } from './adminUrls'
import type { EntryLine, Section } from './attention'
import { contentCollections, pluralOf } from './collectionsOf'

const SHOWN = 10

/**
 * The latest changes to the content collections and who made them, from the audit trail: one query,
 * newest first, each with the item's title at the time, what was done, by whom (the account's email at
 * the time, or the system: seed, jobs) and when. A deleted item has no page to link to.
 */
export async function recentSection(payload: Payload): Promise<Section> {
  const collections = contentCollections(payload)
  const { docs } = await payload.find({
    collection: 'audit-log',
    where: { and: [{ kind: { equals: 'collection' } }, { slug: { in: collections.map((c) => c.slug) } }] },
    sort: '-createdAt',
    limit: SHOWN,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const entries = (docs as AuditLog[]).flatMap((entry): EntryLine[] => {
    const config = collections.find((c) => c.slug === entry.slug)
    if (!config) return []
    const { action, documentId } = entry
    return [
      {
        key: `recent-${entry.id}`,
        text: {
          word: 'recentEntry',
          values: {
            item: entry.title || `#${documentId ?? ''}`,
            collection: pluralOf(config),
            action: auditActionLabels[action],
            who: entry.userEmail || auditActorLabels.system,
            age: { at: entry.createdAt, as: 'age' },
          },
        },
        href: action === 'delete' || !documentId ? null : documentUrl(config.slug, documentId),
      },
    ]
  })
  return { key: 'recent', heading: 'recent', counts: [], entries }
}

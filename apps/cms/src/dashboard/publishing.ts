import type { Payload, Where } from 'payload'
import { documentUrl, listUrl } from './adminUrls'
import { daysAgo, type CountLine, type EntryLine, type Section } from './attention'
import { draftCollections, pluralOf, slugOf } from './collectionsOf'
import { titleOf } from '../health/findings'
import { SCHEDULE_PUBLISH_TASK } from '../publishing/schedule/upcomingPublishes'

const STALE_DAYS = 7
const SCHEDULED: Where = {
  and: [
    { taskSlug: { equals: SCHEDULE_PUBLISH_TASK } },
    { hasError: { not_equals: true } },
    { completedAt: { exists: false } },
  ],
}

type ScheduledJob = { id: number | string; waitUntil?: string | null; input?: unknown }

/** The document a scheduled publish is for (as Payload's `schedulePublish` task takes it). */
const targetOf = (job: ScheduledJob) => {
  const doc = (job.input as { doc?: { relationTo?: unknown; value?: unknown } } | null)?.doc
  return typeof doc?.relationTo === 'string' && doc.value != null
    ? { collection: doc.relationTo, id: String(doc.value) }
    : null
}

/**
 * Drafts whose latest version waited more than 7 days (of a new item, or a change to a published
 * one: the latest version is a draft), one count per collection; and the publishes waiting for their
 * time, the next few by name.
 */
export async function publishingSection(payload: Payload, now: Date): Promise<Section> {
  const before = daysAgo(now, STALE_DAYS).toISOString()
  const drafts = await Promise.all(
    draftCollections(payload).map(async (config): Promise<CountLine> => {
      const { totalDocs } = await payload.countVersions({
        collection: slugOf(config),
        where: {
          and: [
            { latest: { equals: true } },
            { 'version._status': { equals: 'draft' } },
            { updatedAt: { less_than: before } },
          ],
        },
        overrideAccess: true,
      })
      return {
        key: `stale-drafts-${config.slug}`,
        label: { word: 'staleDrafts', values: { collection: pluralOf(config) } },
        count: totalDocs,
        href: listUrl(config.slug, {
          where: { and: [{ _status: { equals: 'draft' } }, { updatedAt: { less_than: before } }] },
        }),
      }
    }),
  )
  const [scheduled, next] = await Promise.all([
    payload.count({ collection: 'payload-jobs', where: SCHEDULED, overrideAccess: true }),
    payload.find({
      collection: 'payload-jobs',
      where: SCHEDULED,
      sort: 'waitUntil',
      limit: 5,
      pagination: false,
      depth: 0,
      overrideAccess: true,
      select: { waitUntil: true, input: true },
    }),
  ])
  const entries = await Promise.all(
    (next.docs as ScheduledJob[]).flatMap((job) => {
      const target = targetOf(job)
      if (!target || !(target.collection in payload.collections)) return []
      return [scheduledEntry(payload, job, target)]
    }),
  )
  return {
    key: 'publishing',
    heading: 'publishing',
    counts: [
      ...drafts.filter((line) => line.count > 0),
      { key: 'scheduled', label: { word: 'scheduled' }, count: scheduled.totalDocs, href: null },
    ],
    entries,
  }
}

async function scheduledEntry(
  payload: Payload,
  job: ScheduledJob,
  target: { collection: string; id: string },
): Promise<EntryLine> {
  const collection = payload.collections[target.collection as keyof typeof payload.collections].config
  const titleField = collection.admin?.useAsTitle ?? 'id'
  const doc = await payload
    .findByID({
      collection: collection.slug,
      id: target.id,
      depth: 0,
      draft: true,
      overrideAccess: true,
      disableErrors: true,
    })
    .catch(() => null)
  const title = titleOf((doc as Record<string, unknown> | null)?.[titleField], `#${target.id}`)
  return {
    key: `scheduled-${job.id}`,
    text: { word: 'scheduledEntry', values: { item: title, time: { at: job.waitUntil ?? '', as: 'time' } } },
    href: documentUrl(collection.slug, target.id),
  }
}

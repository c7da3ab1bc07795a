import type { TaskConfig } from 'payload'
import { findAlertSource } from '../alerts/sources'
import { QUEUE_ALERTS_TASK } from '../alerts/taskNames'
import { notifySite } from '../publishing/notifier'
import { siteCollections } from '../publishing/siteContent'
import { reindexAfterCommit } from '../search/indexer'
import { searchSources, sourceName } from '../search/registry'
import { TRAFFIC_BOUNDARY_TASK } from './taskName'

const COLLECTION = 'traffic-advisories'

type Input = { advisory: string; edge: 'start' | 'end' }

/**
 * The start or end of a published advisory, run by the job queue at that moment (`waitUntil`): what
 * the clock changed is told the way a publish tells it — the site's caches of its lists, the sitemap
 * and its page are invalidated (and the kept answers of the Content API retired), the search index
 * reads it again (an ended one leaves it), and at its start the alert topics it feeds are queued
 * (sent once per subscriber and item, so a publish that announced it already sends nothing again).
 * A job left from an earlier start or end only invalidates once more, which is harmless.
 */
export const trafficBoundaryTask: TaskConfig<{ input: Input; output: { announced: boolean } }> = {
  slug: TRAFFIC_BOUNDARY_TASK,
  inputSchema: [
    { name: 'advisory', type: 'text', required: true },
    { name: 'edge', type: 'text', required: true },
  ],
  retries: 3,
  handler: async ({ input, req }) => {
    const { payload } = req
    const doc = await payload
      .findByID({ collection: COLLECTION, id: input.advisory, depth: 0, draft: false, disableErrors: true })
      .catch(() => null)
    if (!doc || doc._status !== 'published') return { output: { announced: false } }
    const entry = siteCollections[COLLECTION]
    if (entry) notifySite(req, await entry.tags({ id: doc.id, doc: { ...doc }, previous: null, req }))
    const search = searchSources().find((s) => s.source === sourceName('collection', COLLECTION))
    if (search) reindexAfterCommit(req, search, doc.id)
    const source = findAlertSource('traffic', COLLECTION)
    const announce = input.edge === 'start' && source?.when?.({ ...doc }, Date.now()) === true
    if (announce) {
      await payload.jobs.queue({
        task: QUEUE_ALERTS_TASK,
        input: { topic: 'traffic', collection: COLLECTION, item: String(doc.id) },
        req,
      })
    }
    return { output: { announced: announce } }
  },
}

import type { CollectionAfterChangeHook } from 'payload'
import { TRAFFIC_BOUNDARY_TASK } from '../../../trafficAdvisories/taskName'
import { dropWaitingBoundaries } from '../../../trafficAdvisories/waitingBoundaries'

const EDGES = [
  { edge: 'start', field: 'startsAt' },
  { edge: 'end', field: 'endsAt' },
] as const

/**
 * When a published advisory's start or end lies ahead, the job queue runs its boundary then
 * (trafficBoundaryTask): the site stops showing it as upcoming, or as current, with nobody acting.
 * Queued when it is published, and again (replacing the waiting one) when its start or end moves;
 * dropped when it is unpublished.
 */
export const scheduleBoundaries: CollectionAfterChangeHook = async ({ doc, previousDoc, req }) => {
  const wasPublished = previousDoc?._status === 'published'
  const advisory = String(doc.id)
  if (doc._status !== 'published') {
    if (wasPublished) await dropWaitingBoundaries(req, advisory)
    return doc
  }
  for (const { edge, field } of EDGES) {
    const at: unknown = doc[field]
    if (wasPublished && previousDoc?.[field] === at) continue
    if (wasPublished) await dropWaitingBoundaries(req, advisory, edge)
    if (typeof at !== 'string' || Date.parse(at) <= Date.now()) continue
    await req.payload.jobs.queue({
      task: TRAFFIC_BOUNDARY_TASK,
      input: { advisory, edge },
      waitUntil: new Date(at),
      req,
    })
  }
  return doc
}

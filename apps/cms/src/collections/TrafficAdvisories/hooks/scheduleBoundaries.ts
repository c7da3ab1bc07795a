import type { CollectionAfterChangeHook } from 'payload'
import { TRAFFIC_BOUNDARY_TASK } from '../../../trafficAdvisories/taskName'

const EDGES = [
  { edge: 'start', field: 'startsAt' },
  { edge: 'end', field: 'endsAt' },
] as const

/**
 * When a published advisory's start or end lies ahead, the job queue runs its boundary then
 * (trafficBoundaryTask): the site stops showing it as upcoming, or as current, with nobody acting.
 * Queued when it is published, and again when a published advisory's start or end moves.
 */
export const scheduleBoundaries: CollectionAfterChangeHook = async ({ doc, previousDoc, req }) => {
  if (doc._status !== 'published') return doc
  const wasPublished = previousDoc?._status === 'published'
  const now = Date.now()
  for (const { edge, field } of EDGES) {
    const at: unknown = doc[field]
    if (typeof at !== 'string' || Date.parse(at) <= now) continue
    if (wasPublished && previousDoc?.[field] === at) continue
    await req.payload.jobs.queue({
      task: TRAFFIC_BOUNDARY_TASK,
      input: { advisory: String(doc.id), edge },
      waitUntil: new Date(at),
      req,
    })
  }
  return doc
}

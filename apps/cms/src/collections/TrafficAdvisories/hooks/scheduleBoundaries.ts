import type { CollectionAfterChangeHook, PayloadRequest } from 'payload'
import { TRAFFIC_BOUNDARY_TASK } from '../../../trafficAdvisories/taskName'

const EDGES = [
  { edge: 'start', field: 'startsAt' },
  { edge: 'end', field: 'endsAt' },
] as const

/** Drops the job of this edge still waiting from an earlier time, so only the current one runs. */
const dropWaiting = (req: PayloadRequest, advisory: string, edge: string) =>
  req.payload.delete({
    collection: 'payload-jobs',
    where: {
      and: [
        { taskSlug: { equals: TRAFFIC_BOUNDARY_TASK } },
        { 'input.advisory': { equals: advisory } },
        { 'input.edge': { equals: edge } },
        { processing: { equals: false } },
      ],
    },
    req,
  })

/**
 * When a published advisory's start or end lies ahead, the job queue runs its boundary then
 * (trafficBoundaryTask): the site stops showing it as upcoming, or as current, with nobody acting.
 * Queued when it is published, and again (replacing the waiting one) when its start or end moves.
 */
export const scheduleBoundaries: CollectionAfterChangeHook = async ({ doc, previousDoc, req }) => {
  if (doc._status !== 'published') return doc
  const wasPublished = previousDoc?._status === 'published'
  const advisory = String(doc.id)
  for (const { edge, field } of EDGES) {
    const at: unknown = doc[field]
    if (wasPublished && previousDoc?.[field] === at) continue
    if (wasPublished) await dropWaiting(req, advisory, edge)
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

import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
  PayloadRequest,
} from 'payload'
import { queueHealthCheck } from './queueHealthCheck'

/** A draft of something never published changes nothing visitors see: only what is (or was) published is checked. */
const changesTheSite = (
  doc: { _status?: unknown } | null | undefined,
  previous: { _status?: unknown } | null | undefined,
) => doc?._status !== 'draft' || previous?._status === 'published'

/** The publish itself never fails for the check: a queue that cannot be written is logged, and the nightly run checks it. */
async function queueQuietly(req: PayloadRequest): Promise<void> {
  try {
    await queueHealthCheck(req)
  } catch (error) {
    req.payload.logger.warn(`content health: could not queue a check after a publish (${String(error)})`)
  }
}

export const checkAfterCollectionChange: CollectionAfterChangeHook = async ({ doc, previousDoc, req }) => {
  if (changesTheSite(doc, previousDoc)) await queueQuietly(req)
  return doc
}

/** A deleted item breaks the links to it. */
export const checkAfterCollectionDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
  await queueQuietly(req)
  return doc
}

export const checkAfterGlobalChange: GlobalAfterChangeHook = async ({ doc, previousDoc, req }) => {
  if (changesTheSite(doc, previousDoc)) await queueQuietly(req)
  return doc
}

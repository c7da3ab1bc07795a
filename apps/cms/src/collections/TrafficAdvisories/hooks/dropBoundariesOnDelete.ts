import type { CollectionAfterDeleteHook } from 'payload'
import { dropWaitingBoundaries } from '../../../trafficAdvisories/waitingBoundaries'

/** A deleted advisory's start and end jobs go with it (see dropWaitingBoundaries). */
export const dropBoundariesOnDelete: CollectionAfterDeleteHook = async ({ id, req }) => {
  await dropWaitingBoundaries(req, String(id))
}

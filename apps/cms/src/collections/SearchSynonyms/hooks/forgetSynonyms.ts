import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'
import { transactionEnded } from '../../../lib/transactionEnds'
import { forgetSynonyms } from '../../../search/synonymSource'

/**
 * Searches through this instance use a change at once, once it is committed (read earlier, the old
 * synonyms would be kept again for a few seconds); other instances read them again within seconds.
 */
const forgetAfterCommit = (req: Parameters<CollectionAfterDeleteHook>[0]['req']) => {
  void transactionEnded(req).then(() => forgetSynonyms(req.payload))
}

export const forgetSynonymsAfterChange: CollectionAfterChangeHook = ({ doc, req }) => {
  forgetAfterCommit(req)
  return doc
}

export const forgetSynonymsAfterDelete: CollectionAfterDeleteHook = ({ doc, req }) => {
  forgetAfterCommit(req)
  return doc
}

import type { Plugin } from 'payload'
import { refuseMalformedId } from '../hooks/refuseMalformedId'

/** Every collection of this CMS refuses malformed ids with a 404 (see refuseMalformedId). */
export const malformedIdsAre404 = (): Plugin => (config) => ({
  ...config,
  collections: (config.collections ?? []).map((collection) => ({
    ...collection,
    hooks: {
      ...collection.hooks,
      beforeOperation: [refuseMalformedId, ...(collection.hooks?.beforeOperation ?? [])],
    },
  })),
})

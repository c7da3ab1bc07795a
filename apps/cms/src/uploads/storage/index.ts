import type { CollectionConfig } from 'payload'
import { env } from '../../lib/env'
import { removeDeletedFiles } from './hooks/removeDeletedFiles'
import { removeReplacedFiles } from './hooks/removeReplacedFiles'
import { storeUploadedFiles } from './hooks/storeUploadedFiles'
import { s3Store } from './s3Store'
import type { ObjectStore } from './types'

/** The bucket an upload collection's files go to when S3_BUCKET is set; null: the data folder. */
export function objectStoreFor(collection: string): ObjectStore | null {
  return env.s3.bucket ? s3Store(env.s3, collection) : null
}

/**
 * An upload collection whose files live in `store` instead of its `staticDir`: Payload keeps them in
 * memory, the hooks write and remove them, and the collection's handlers serve them.
 */
export function storedIn(collection: CollectionConfig, store: ObjectStore | null): CollectionConfig {
  if (!store || typeof collection.upload !== 'object') return collection
  const hooks = collection.hooks ?? {}
  return {
    ...collection,
    upload: { ...collection.upload, disableLocalStorage: true },
    hooks: {
      ...hooks,
      beforeChange: [...(hooks.beforeChange ?? []), storeUploadedFiles(store)],
      afterChange: [...(hooks.afterChange ?? []), removeReplacedFiles(store)],
      afterDelete: [...(hooks.afterDelete ?? []), removeDeletedFiles(store)],
    },
  }
}

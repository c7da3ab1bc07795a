import type { CollectionBeforeChangeHook } from 'payload'
import type { FileBody, ObjectStore } from '../types'

type SizeData = { filename?: string | null; mimeType?: string | null }

/**
 * Writes a new upload and its image sizes to the store before the document is saved, so a saved
 * document never points at a file that is not there. Payload has made the sizes in memory
 * (`req.payloadUploadSizes`) because local storage is off.
 */
export const storeUploadedFiles =
  (store: ObjectStore): CollectionBeforeChangeHook =>
  async ({ data, req }) => {
    const file = req.file
    if (!file || typeof data.filename !== 'string') return data
    const body: FileBody = file.tempFilePath && !file.data?.length ? { path: file.tempFilePath } : { data: file.data }
    const writes = [store.write(data.filename, body, data.mimeType ?? file.mimetype)]
    const sizes = (data.sizes ?? {}) as Record<string, SizeData | undefined>
    for (const [name, size] of Object.entries(sizes)) {
      const bytes = req.payloadUploadSizes?.[name]
      if (size?.filename && bytes)
        writes.push(store.write(size.filename, { data: bytes }, size.mimeType ?? file.mimetype))
    }
    await Promise.all(writes)
    return data
  }

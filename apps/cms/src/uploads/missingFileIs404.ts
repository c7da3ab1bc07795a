import fs from 'node:fs'
import path from 'node:path'
import type { CollectionConfig } from 'payload'

type UploadHandler = NonNullable<Exclude<CollectionConfig['upload'], boolean | undefined>['handlers']>[number]

/**
 * Upload handler: a file that is not on disk is a 404. Payload itself answers 500 "Something went
 * wrong" (and logs an error) for any unknown file name, which anyone can ask for.
 */
export const missingFileIs404 =
  (staticDir: string): UploadHandler =>
  (_req, { params }) => {
    const root = path.resolve(staticDir)
    const file = path.resolve(root, params.filename)
    if (!file.startsWith(root + path.sep)) return
    // A stat is as quick as Payload's own; the file is streamed by Payload when it exists.
    if (!fs.statSync(file, { throwIfNoEntry: false })?.isFile()) {
      return Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 })
    }
  }

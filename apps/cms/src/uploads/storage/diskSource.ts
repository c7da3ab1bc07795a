import fs from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'
import type { FileSource } from './types'

/** Files Payload wrote to a folder; names that would leave the folder are not there. */
export function diskSource(dir: string): FileSource {
  const root = path.resolve(dir)
  const locate = (name: string) => {
    const file = path.resolve(root, name)
    return file.startsWith(root + path.sep) ? file : null
  }
  return {
    async stat(name) {
      const file = locate(name)
      const stat = file ? await fs.promises.stat(file).catch(() => null) : null
      if (!stat?.isFile()) return null
      return {
        size: stat.size,
        modified: stat.mtime,
        etag: `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`,
      }
    },
    async read(name, range) {
      const file = locate(name)
      if (!file) throw new Error(`Not a stored file: ${name}`)
      return Readable.toWeb(fs.createReadStream(file, range)) as ReadableStream<Uint8Array>
    },
  }
}

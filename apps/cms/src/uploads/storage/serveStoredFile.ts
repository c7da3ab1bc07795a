import type { CollectionConfig, PayloadRequest } from 'payload'
import { parseByteRange } from '../byteRange'
import type { FileSource } from './types'

type UploadHandler = NonNullable<Exclude<CollectionConfig['upload'], boolean | undefined>['handlers']>[number]

/**
 * Next.js drops `Content-Length` from route responses; the HTTP front restores it from this header
 * (`DECLARED_LENGTH_HEADER` of @jtt/server, which the CMS server runs behind).
 */
const DECLARED_LENGTH = 'x-declared-content-length'

/** Published files may be kept by browsers and shared caches for an hour (a replaced file gets a new name). */
const PUBLIC_FILE_CACHE = 'public, max-age=3600, stale-while-revalidate=86400'

type ServeOptions = {
  /** The type to send; by default the one stored with the file. */
  contentType?: string
  /** A `Content-Disposition` for the file (e.g. a download under a readable name). */
  disposition?: (req: PayloadRequest, filename: string) => Promise<string>
}

/** Whether the visitor's cached copy is current (`If-None-Match`, else `If-Modified-Since`). */
function notModified(headers: Headers, etag: string, modified: Date): boolean {
  const match = headers.get('if-none-match')
  if (match) return match.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*')
  const since = Date.parse(headers.get('if-modified-since') ?? '')
  return Number.isFinite(since) && Math.floor(modified.getTime() / 1000) * 1000 <= since
}

/**
 * Upload handler serving a stored file with what browsers and caches need: its type, `Content-Length`,
 * caching headers with an ETag (304 when unchanged) and single byte ranges (206; PDF viewers fetch
 * large files piecewise); 404 when there is no such file. Payload has checked read access before
 * this runs.
 */
export const serveStoredFile =
  (source: FileSource, options: ServeOptions = {}): UploadHandler =>
  async (req, { params }) => {
    const stored = await source.stat(params.filename)
    if (!stored) return Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 })

    const headers = new Headers({
      'content-type': options.contentType ?? stored.contentType ?? 'application/octet-stream',
      // Staff may be looking at a draft: never stored.
      'cache-control': req.user ? 'private, no-store' : PUBLIC_FILE_CACHE,
      'last-modified': stored.modified.toUTCString(),
      etag: stored.etag,
      'accept-ranges': 'bytes',
      'x-content-type-options': 'nosniff',
    })
    if (options.disposition) headers.set('content-disposition', await options.disposition(req, params.filename))
    if (notModified(req.headers, stored.etag, stored.modified)) return new Response(null, { status: 304, headers })

    const range = parseByteRange(req.headers.get('range'), stored.size)
    if (range === 'unsatisfiable') {
      headers.set('content-range', `bytes */${stored.size}`)
      return new Response(null, { status: 416, headers })
    }
    const { start, end } = range ?? { start: 0, end: stored.size - 1 }
    const length = String(stored.size === 0 ? 0 : end - start + 1)
    headers.set('content-length', length)
    headers.set(DECLARED_LENGTH, length)
    if (range) headers.set('content-range', `bytes ${start}-${end}/${stored.size}`)
    const body = stored.size === 0 ? null : await source.read(params.filename, { start, end })
    return new Response(body, { status: range ? 206 : 200, headers })
  }

import fs from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'
import { LOCALES, type Locale } from '@jtt/content-api'
import type { CollectionConfig, PayloadRequest } from 'payload'
import { hasScope } from '../lib/scopes'
import { parseByteRange } from './byteRange'
import { contentDisposition } from './contentDisposition'

type UploadHandler = NonNullable<Exclude<CollectionConfig['upload'], boolean | undefined>['handlers']>[number]

/**
 * Next.js drops `Content-Length` from route responses; the HTTP front restores it from this header
 * (`DECLARED_LENGTH_HEADER` of @jtt/server, which the CMS server runs behind).
 */
const DECLARED_LENGTH = 'x-declared-content-length'

/** Published files may be kept by browsers and shared caches for an hour (a replaced file gets a new ETag). */
const PUBLIC_FILE_CACHE = 'public, max-age=3600, stale-while-revalidate=86400'

const localeOf = (req: PayloadRequest): Locale => {
  const asked = req.searchParams?.get('locale')
  return (LOCALES as readonly string[]).includes(asked ?? '') ? (asked as Locale) : 'id'
}

/** The name the download is saved under: the document's title in the asked language. */
async function downloadName(req: PayloadRequest, filename: string): Promise<string> {
  const found = await req.payload.find({
    collection: 'documents',
    where: { filename: { equals: filename } },
    locale: localeOf(req),
    fallbackLocale: 'id',
    draft: hasScope(req.user, 'content:preview'),
    // Payload has already checked that this visitor may read the file.
    overrideAccess: true,
    limit: 1,
    depth: 0,
    pagination: false,
    select: { title: true },
  })
  const title = found.docs[0]?.title?.trim()
  return title ? `${title}.pdf` : filename
}

/** Whether the visitor's cached copy is current (`If-None-Match`, else `If-Modified-Since`). */
function notModified(headers: Headers, etag: string, modified: Date): boolean {
  const match = headers.get('if-none-match')
  if (match) return match.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*')
  const since = Date.parse(headers.get('if-modified-since') ?? '')
  return Number.isFinite(since) && Math.floor(modified.getTime() / 1000) * 1000 <= since
}

/**
 * Serves a document's PDF with what browsers and caches need: `Content-Type: application/pdf` (the
 * upload was checked to be one), `Content-Length`, a `Content-Disposition` with a readable file name,
 * caching headers with an ETag (304 when unchanged), and single byte ranges (206). Payload has
 * checked read access before this runs: visitors reach published documents only.
 */
export const servePdf =
  (staticDir: string): UploadHandler =>
  async (req, { params }) => {
    const root = path.resolve(staticDir)
    const file = path.resolve(root, params.filename)
    const stat = file.startsWith(root + path.sep) ? await fs.promises.stat(file).catch(() => null) : null
    if (!stat?.isFile()) return Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 })

    const etag = `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`
    const headers = new Headers({
      'content-type': 'application/pdf',
      'content-disposition': contentDisposition(await downloadName(req, params.filename)),
      // Staff may be looking at a draft: never stored.
      'cache-control': req.user ? 'private, no-store' : PUBLIC_FILE_CACHE,
      'last-modified': stat.mtime.toUTCString(),
      etag,
      'accept-ranges': 'bytes',
      'x-content-type-options': 'nosniff',
    })
    if (notModified(req.headers, etag, stat.mtime)) return new Response(null, { status: 304, headers })

    const range = parseByteRange(req.headers.get('range'), stat.size)
    if (range === 'unsatisfiable') {
      headers.set('content-range', `bytes */${stat.size}`)
      return new Response(null, { status: 416, headers })
    }
    const { start, end } = range ?? { start: 0, end: stat.size - 1 }
    const length = String(stat.size === 0 ? 0 : end - start + 1)
    headers.set('content-length', length)
    headers.set(DECLARED_LENGTH, length)
    if (range) headers.set('content-range', `bytes ${start}-${end}/${stat.size}`)
    const body = stat.size === 0 ? null : (Readable.toWeb(fs.createReadStream(file, { start, end })) as ReadableStream)
    return new Response(body, { status: range ? 206 : 200, headers })
  }

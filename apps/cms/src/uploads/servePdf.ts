import { LOCALES, type Locale } from '@jtt/content-api'
import type { PayloadRequest } from 'payload'
import { hasScope } from '../lib/scopes'
import { contentDisposition } from './contentDisposition'
import { serveStoredFile } from './storage/serveStoredFile'
import type { FileSource } from './storage/types'

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

/**
 * Serves a document's PDF: `Content-Type: application/pdf` (the upload was checked to be one) and a
 * `Content-Disposition` with the document's title in the visitor's language, besides what every stored
 * file gets (length, caching, ranges). Visitors reach published documents only (Payload's access check).
 */
export const servePdf = (source: FileSource) =>
  serveStoredFile(source, {
    contentType: 'application/pdf',
    disposition: async (req, filename) => contentDisposition(await downloadName(req, filename)),
  })

import type { Payload } from 'payload'
import type { Seed } from '../contentTypes/define'
import { renderPdf, seedDocuments } from './documents'
import { ensureImage } from './ensureImage'

/**
 * Creates the sample documents once each (matched by filename), with real PDFs rendered by pdf-lib
 * and, for annual reports, a cover image. Answers each document's id by filename.
 */
export async function seedDocumentFiles(payload: Payload, log: (what: string) => void): Promise<Map<string, number>> {
  const ids = new Map<string, number>()
  for (const doc of seedDocuments) {
    const found = await payload.find({
      collection: 'documents',
      where: { filename: { equals: doc.filename } },
      draft: true,
      limit: 1,
      depth: 0,
    })
    let id = found.docs[0]?.id
    if (!id) {
      const cover = doc.cover
        ? await ensureImage(payload, { ...doc.cover, filename: doc.filename.replace(/\.pdf$/, '-sampul.jpg') }, log)
        : undefined
      const data = await renderPdf(doc.pdf)
      const created = await payload.create({
        collection: 'documents',
        locale: 'id',
        data: {
          title: doc.title.id,
          description: doc.description.id,
          type: doc.type,
          year: doc.year,
          publishedAt: doc.publishedAt,
          cover,
          _status: 'published',
        },
        file: { data, mimetype: 'application/pdf', name: doc.filename, size: data.length },
      })
      await payload.update({
        collection: 'documents',
        id: created.id,
        locale: 'en',
        data: { title: doc.title.en, description: doc.description.en, _status: 'published' },
      })
      id = created.id
      log(`document ${doc.filename}`)
    }
    ids.set(doc.filename, id)
  }
  return ids
}

/** The sample documents (PDF files with covers). */
export const seedDocumentContent: Seed = async (payload, { log }) => {
  await seedDocumentFiles(payload, log)
}

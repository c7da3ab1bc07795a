import type { Payload } from 'payload'

/** A file the seed uploads once (matched by filename), with its alt text in both languages. */
export type SeedFile = {
  key: string
  filename: string
  alt: { id: string; en: string }
  mimeType: 'image/jpeg' | 'application/pdf'
  render: () => Promise<Buffer>
}

/** Uploads the files that are missing; answers every file's id by key. */
export async function ensureMedia(
  payload: Payload,
  files: SeedFile[],
  log: (what: string) => void,
): Promise<Map<string, number>> {
  const ids = new Map<string, number>()
  for (const file of files) {
    const found = await payload.find({ collection: 'media', where: { filename: { equals: file.filename } }, limit: 1 })
    let id = found.docs[0]?.id
    if (!id) {
      const data = await file.render()
      const doc = await payload.create({
        collection: 'media',
        data: { alt: file.alt.id },
        locale: 'id',
        file: { data, mimetype: file.mimeType, name: file.filename, size: data.length },
      })
      await payload.update({ collection: 'media', id: doc.id, data: { alt: file.alt.en }, locale: 'en' })
      id = doc.id
      log(`file ${file.filename}`)
    }
    ids.set(file.key, id)
  }
  return ids
}

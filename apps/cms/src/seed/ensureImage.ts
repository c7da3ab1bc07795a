import type { Payload } from 'payload'
import sharp from 'sharp'

type L = { id: string; en: string }

/** An image drawn from SVG, stored once in media (matched by filename); answers its id. */
export async function ensureImage(
  payload: Payload,
  image: { filename: string; alt: L; svg: string },
  log: (what: string) => void,
): Promise<number> {
  const found = await payload.find({ collection: 'media', where: { filename: { equals: image.filename } }, limit: 1 })
  if (found.docs[0]) return found.docs[0].id
  const data = await sharp(Buffer.from(image.svg)).jpeg({ quality: 82 }).toBuffer()
  const doc = await payload.create({
    collection: 'media',
    data: { alt: image.alt.id },
    locale: 'id',
    file: { data, mimetype: 'image/jpeg', name: image.filename, size: data.length },
  })
  await payload.update({ collection: 'media', id: doc.id, data: { alt: image.alt.en }, locale: 'en' })
  log(`image ${image.filename}`)
  return doc.id
}

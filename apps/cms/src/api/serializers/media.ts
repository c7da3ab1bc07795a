import { IMAGE_SIZES, type Conversion, type ImageSize, type Media as MediaBody } from '@jtt/content-api'
import type { Media } from '../../payload-types'
import { env } from '../../lib/env'

/** Payload stores relative file URLs; the contract promises absolute ones the site can load. */
export const absoluteUrl = (url: string) => (url.startsWith('/') ? `${env.publicUrl}${url}` : url)

type SizeInfo = { url?: string | null; width?: number | null; height?: number | null } | undefined

const conversionOf = (size: SizeInfo): Conversion | null =>
  size?.url && size.width && size.height ? { url: absoluteUrl(size.url), width: size.width, height: size.height } : null

export function toMedia(doc: Media): MediaBody {
  const conversions: Partial<Record<ImageSize, Conversion>> = {}
  const sizes = (doc.sizes ?? {}) as Partial<Record<ImageSize, SizeInfo>>
  for (const name of IMAGE_SIZES) {
    const conversion = conversionOf(sizes[name])
    if (conversion) conversions[name] = conversion
  }
  return {
    id: String(doc.id),
    alt: doc.alt ?? '',
    url: absoluteUrl(doc.url ?? ''),
    mimeType: doc.mimeType ?? 'application/octet-stream',
    width: doc.width ?? null,
    height: doc.height ?? null,
    conversions,
  }
}

/** A relation that may be an id (not populated) or the document. */
export const populatedMedia = (value: number | Media | null | undefined): MediaBody | null =>
  value && typeof value === 'object' ? toMedia(value) : null

import { reads } from '../read'
import { z } from 'zod'
import { idSchema, listBodySchema } from './common'

/** Named image sizes the service renders for every uploaded image. */
export const IMAGE_SIZES = ['thumb', 'card', 'hero'] as const
export type ImageSize = (typeof IMAGE_SIZES)[number]

export const conversionSchema = z.object({
  url: z.string().min(1),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
})
export type Conversion = z.infer<typeof conversionSchema>

export const mediaSchema = z.object({
  id: idSchema,
  alt: z.string(),
  url: z.string().min(1),
  mimeType: z.string(),
  width: z.number().int().positive().nullable(),
  height: z.number().int().positive().nullable(),
  /** Conversion map keyed by size name (spec §3 "Image item"); a size is absent when the original is smaller. */
  conversions: z.partialRecord(z.enum(IMAGE_SIZES), conversionSchema),
})
export type Media = z.infer<typeof mediaSchema>

/** The Content API's reads of these (the client's methods of the same names). */
export const mediaReads = reads({
  media: {
    path: 'media',
    answer: listBodySchema(mediaSchema),
    query: (p: { id?: string }) => ({ 'filter[id]': p.id }),
    localized: true,
    paged: true,
    doc: {
      call: '`GET /media?filter[id]=…&locale=…`',
      filters: '`id`',
      answer:
        '`[{ id, alt, url, mimeType, width, height, conversions: { thumb?, card?, hero? } }]`, each conversion `{ url, width, height }`',
    },
  },
})

import { z } from 'zod'
import { figureSchema } from './common'
import { mediaSchema } from './media'
import { richTextSchema } from './richText'

/** A downloadable file of a document-list block (a media upload: reports, policies). */
export const blockFileSchema = z.object({
  url: z.string().min(1),
  filename: z.string(),
  mimeType: z.string(),
  sizeBytes: z.number().int().nonnegative().nullable(),
})
export type BlockFile = z.infer<typeof blockFileSchema>

/** A link of a call to action: its label and the path (or URL) in the page's language. */
export const blockLinkSchema = z.object({ label: z.string().min(1), url: z.string().min(1) })

const block = <T extends string, S extends z.ZodRawShape>(type: T, shape: S) =>
  z.object({ id: z.string(), type: z.literal(type), ...shape })

/** The blocks editors compose CMS pages from (spec "/{lang}/{dynamicPage}"). */
export const PAGE_BLOCK_TYPES = [
  'richText',
  'image',
  'imageText',
  'keyFigures',
  'callToAction',
  'documentList',
] as const

export const pageBlockSchema = z.discriminatedUnion('type', [
  block('richText', { content: richTextSchema }),
  block('image', { image: mediaSchema.nullable(), caption: z.string(), wide: z.boolean() }),
  block('imageText', {
    heading: z.string(),
    content: richTextSchema,
    image: mediaSchema.nullable(),
    imagePosition: z.enum(['left', 'right']),
  }),
  block('keyFigures', { heading: z.string(), figures: z.array(figureSchema) }),
  block('callToAction', { heading: z.string(), text: z.string(), link: blockLinkSchema.nullable() }),
  block('documentList', {
    heading: z.string(),
    documents: z.array(
      z.object({ id: z.string(), title: z.string(), description: z.string(), file: blockFileSchema.nullable() }),
    ),
  }),
])
export type PageBlock = z.infer<typeof pageBlockSchema>
export type PageBlockType = PageBlock['type']

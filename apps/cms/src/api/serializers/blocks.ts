import type { BlockFile, PageBlock } from '@jtt/content-api'
import type { Media, Page } from '../../payload-types'
import { absoluteUrl, populatedMedia } from './media'
import { toRichText } from './richText'
import { toFigures } from './seo'

type StoredBlock = NonNullable<Page['layout']>[number]

const documentFile = (value: number | Media | null | undefined): BlockFile | null =>
  value && typeof value === 'object' && value.url
    ? {
        url: absoluteUrl(value.url),
        filename: value.filename ?? '',
        mimeType: value.mimeType ?? 'application/octet-stream',
        sizeBytes: value.filesize ?? null,
      }
    : null

/** One stored block as the contract's page block (rich text as the allowlisted tree). */
function toBlock(block: StoredBlock, index: number): PageBlock {
  const id = block.id ?? String(index)
  switch (block.blockType) {
    case 'richText':
      return { id, type: 'richText', content: toRichText(block.content) }
    case 'image':
      return { id, type: 'image', image: populatedMedia(block.image), caption: block.caption ?? '', wide: !!block.wide }
    case 'imageText':
      return {
        id,
        type: 'imageText',
        heading: block.heading ?? '',
        content: toRichText(block.content),
        image: populatedMedia(block.image),
        imagePosition: block.imagePosition === 'left' ? 'left' : 'right',
      }
    case 'keyFigures':
      return { id, type: 'keyFigures', heading: block.heading ?? '', figures: toFigures(block.figures) }
    case 'callToAction':
      return {
        id,
        type: 'callToAction',
        heading: block.heading,
        text: block.text ?? '',
        link: block.linkLabel && block.linkUrl ? { label: block.linkLabel, url: block.linkUrl } : null,
      }
    case 'documentList':
      return {
        id,
        type: 'documentList',
        heading: block.heading ?? '',
        documents: (block.documents ?? []).map((d, i) => ({
          id: d.id ?? String(i),
          title: d.title,
          description: d.description ?? '',
          file: documentFile(d.file),
        })),
      }
  }
}

export const toBlocks = (layout: Page['layout']): PageBlock[] => (layout ?? []).map(toBlock)

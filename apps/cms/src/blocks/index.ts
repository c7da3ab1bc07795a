import { sitePath } from '@jtt/content-api/routes'
import type { Block } from 'payload'
import { richTextField } from '../fields/richText'
import { validateLinkTarget } from '../lib/validateUrl'

/**
 * The blocks editors compose CMS pages from. They sit in a localized `layout`, so each language has
 * its own sequence; their fields are therefore not localized again.
 */
const content = (required = true) => richTextField('content', { localized: false, required })

const RichTextBlock: Block = {
  slug: 'richText',
  interfaceName: 'RichTextBlock',
  labels: { singular: 'Rich text', plural: 'Rich text' },
  fields: [content()],
}

const ImageBlock: Block = {
  slug: 'image',
  interfaceName: 'ImageBlock',
  labels: { singular: 'Image', plural: 'Images' },
  fields: [
    { name: 'image', type: 'upload', relationTo: 'media', required: true },
    { name: 'caption', type: 'text', maxLength: 300 },
    { name: 'wide', type: 'checkbox', defaultValue: false, admin: { description: 'Use the full content width.' } },
  ],
}

const ImageTextBlock: Block = {
  slug: 'imageText',
  interfaceName: 'ImageTextBlock',
  labels: { singular: 'Image and text', plural: 'Image and text' },
  fields: [
    { name: 'heading', type: 'text', maxLength: 160 },
    content(),
    { name: 'image', type: 'upload', relationTo: 'media', required: true },
    {
      name: 'imagePosition',
      type: 'select',
      required: true,
      defaultValue: 'right',
      options: [
        { label: 'Left', value: 'left' },
        { label: 'Right', value: 'right' },
      ],
    },
  ],
}

const KeyFiguresBlock: Block = {
  slug: 'keyFigures',
  interfaceName: 'KeyFiguresBlock',
  labels: { singular: 'Key figures', plural: 'Key figures' },
  fields: [
    { name: 'heading', type: 'text', maxLength: 160 },
    {
      name: 'figures',
      type: 'array',
      minRows: 1,
      maxRows: 8,
      fields: [
        { name: 'value', type: 'number', required: true, admin: { description: 'Formatted per language.' } },
        { name: 'suffix', type: 'text', maxLength: 20 },
        { name: 'label', type: 'text', required: true, maxLength: 80 },
      ],
    },
  ],
}

const CallToActionBlock: Block = {
  slug: 'callToAction',
  interfaceName: 'CallToActionBlock',
  labels: { singular: 'Call to action', plural: 'Calls to action' },
  fields: [
    { name: 'heading', type: 'text', required: true, maxLength: 160 },
    { name: 'text', type: 'textarea', maxLength: 500 },
    { name: 'linkLabel', type: 'text', maxLength: 80 },
    {
      name: 'linkUrl',
      type: 'text',
      validate: (value: string | null | undefined) => (value ? validateLinkTarget(value) : true),
      admin: { description: `A path in this language (e.g. ${sitePath('contact', 'id')}) or a full https URL.` },
    },
  ],
}

const DocumentListBlock: Block = {
  slug: 'documentList',
  interfaceName: 'DocumentListBlock',
  labels: { singular: 'Document list', plural: 'Document lists' },
  fields: [
    { name: 'heading', type: 'text', maxLength: 160 },
    {
      name: 'documents',
      type: 'array',
      minRows: 1,
      maxRows: 30,
      fields: [
        { name: 'title', type: 'text', required: true, maxLength: 200 },
        { name: 'description', type: 'textarea', maxLength: 300 },
        { name: 'file', type: 'upload', relationTo: 'media', required: true },
      ],
    },
  ],
}

export const pageBlocks: Block[] = [
  RichTextBlock,
  ImageBlock,
  ImageTextBlock,
  KeyFiguresBlock,
  CallToActionBlock,
  DocumentListBlock,
]

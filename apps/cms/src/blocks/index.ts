import { sitePath } from '@jtt/content-api/routes'
import type { Block } from 'payload'
import { richTextField } from '../fields/richText'
import { labels } from '../i18n/labels'
import { optional, validateLinkTarget } from '../lib/validateUrl'

/**
 * The blocks editors compose CMS pages from. They sit in a localized `layout`, so each language has
 * its own sequence; their fields are therefore not localized again.
 */
const content = (required = true) => richTextField('content', labels.content, { localized: false, required })

const RichTextBlock: Block = {
  slug: 'richText',
  interfaceName: 'RichTextBlock',
  labels: { singular: { id: 'Teks kaya', en: 'Rich text' }, plural: { id: 'Teks kaya', en: 'Rich text' } },
  fields: [content()],
}

const ImageBlock: Block = {
  slug: 'image',
  interfaceName: 'ImageBlock',
  labels: { singular: { id: 'Gambar', en: 'Image' }, plural: { id: 'Gambar', en: 'Images' } },
  fields: [
    { name: 'image', label: labels.image, type: 'upload', relationTo: 'media', required: true },
    { name: 'caption', label: labels.caption, type: 'text', maxLength: 300 },
    {
      name: 'wide',
      label: { id: 'Lebar penuh', en: 'Wide' },
      type: 'checkbox',
      defaultValue: false,
      admin: { description: { id: 'Pakai seluruh lebar konten.', en: 'Use the full content width.' } },
    },
  ],
}

const ImageTextBlock: Block = {
  slug: 'imageText',
  interfaceName: 'ImageTextBlock',
  labels: {
    singular: { id: 'Gambar dan teks', en: 'Image and text' },
    plural: { id: 'Gambar dan teks', en: 'Image and text' },
  },
  fields: [
    { name: 'heading', label: labels.heading, type: 'text', maxLength: 160 },
    content(),
    { name: 'image', label: labels.image, type: 'upload', relationTo: 'media', required: true },
    {
      name: 'imagePosition',
      label: { id: 'Posisi gambar', en: 'Image position' },
      type: 'select',
      required: true,
      defaultValue: 'right',
      options: [
        { label: { id: 'Kiri', en: 'Left' }, value: 'left' },
        { label: { id: 'Kanan', en: 'Right' }, value: 'right' },
      ],
    },
  ],
}

const KeyFiguresBlock: Block = {
  slug: 'keyFigures',
  interfaceName: 'KeyFiguresBlock',
  labels: { singular: { id: 'Angka kunci', en: 'Key figures' }, plural: { id: 'Angka kunci', en: 'Key figures' } },
  fields: [
    { name: 'heading', label: labels.heading, type: 'text', maxLength: 160 },
    {
      name: 'figures',
      label: { id: 'Angka', en: 'Figures' },
      labels: { singular: { id: 'Angka', en: 'Figure' }, plural: { id: 'Angka', en: 'Figures' } },
      type: 'array',
      minRows: 1,
      maxRows: 8,
      fields: [
        {
          name: 'value',
          label: labels.value,
          type: 'number',
          required: true,
          admin: { description: { id: 'Diformat per bahasa.', en: 'Formatted per language.' } },
        },
        { name: 'suffix', label: labels.suffix, type: 'text', maxLength: 20 },
        { name: 'label', label: labels.label, type: 'text', required: true, maxLength: 80 },
      ],
    },
  ],
}

const CallToActionBlock: Block = {
  slug: 'callToAction',
  interfaceName: 'CallToActionBlock',
  labels: {
    singular: { id: 'Ajakan bertindak', en: 'Call to action' },
    plural: { id: 'Ajakan bertindak', en: 'Calls to action' },
  },
  fields: [
    { name: 'heading', label: labels.heading, type: 'text', required: true, maxLength: 160 },
    { name: 'text', label: labels.text, type: 'textarea', maxLength: 500 },
    { name: 'linkLabel', label: { id: 'Label tautan', en: 'Link label' }, type: 'text', maxLength: 80 },
    {
      name: 'linkUrl',
      label: { id: 'Alamat tautan', en: 'Link address' },
      type: 'text',
      validate: optional(validateLinkTarget),
      admin: {
        description: {
          id: `Path dalam bahasa ini (mis. ${sitePath('contact', 'id')}) atau URL https lengkap.`,
          en: `A path in this language (e.g. ${sitePath('contact', 'id')}) or a full https URL.`,
        },
      },
    },
  ],
}

const DocumentListBlock: Block = {
  slug: 'documentList',
  interfaceName: 'DocumentListBlock',
  labels: {
    singular: { id: 'Daftar dokumen', en: 'Document list' },
    plural: { id: 'Daftar dokumen', en: 'Document lists' },
  },
  fields: [
    { name: 'heading', label: labels.heading, type: 'text', maxLength: 160 },
    {
      name: 'documents',
      label: { id: 'Dokumen', en: 'Documents' },
      labels: { singular: { id: 'Dokumen', en: 'Document' }, plural: { id: 'Dokumen', en: 'Documents' } },
      type: 'array',
      minRows: 1,
      maxRows: 30,
      fields: [
        { name: 'title', label: labels.title, type: 'text', required: true, maxLength: 200 },
        { name: 'description', label: labels.description, type: 'textarea', maxLength: 300 },
        { name: 'file', label: { id: 'Berkas', en: 'File' }, type: 'upload', relationTo: 'media', required: true },
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

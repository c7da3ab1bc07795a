import type { CollectionConfig } from 'payload'
import { CSR_CATEGORIES } from '@jtt/content-api'
import { editorialAccess } from '../../access/editorial'
import { richTextField } from '../../fields/richText'
import { seoFields } from '../../fields/seo'
import { csrCategoryLabels } from '../../i18n/contentOptions'
import { labels } from '../../i18n/labels'
import { optionsOf } from '../../i18n/options'

/** Reports of JTT's social and environmental responsibility activities, each with a page by id. */
export const CsrPosts: CollectionConfig = {
  slug: 'csr-posts',
  labels: { singular: { id: 'Kegiatan CSR', en: 'CSR post' }, plural: { id: 'Kegiatan CSR', en: 'CSR posts' } },
  access: editorialAccess,
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'publishedAt', 'category', '_status'] },
  defaultSort: '-publishedAt',
  versions: { drafts: true, maxPerDoc: 30 },
  fields: [
    { name: 'title', label: labels.title, type: 'text', localized: true, required: true, maxLength: 200 },
    {
      name: 'publishedAt',
      label: labels.publishedAt,
      type: 'date',
      required: true,
      index: true,
      defaultValue: () => new Date().toISOString(),
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayOnly' } },
    },
    {
      name: 'category',
      label: { id: 'Kategori', en: 'Category' },
      type: 'select',
      required: true,
      options: optionsOf(CSR_CATEGORIES, csrCategoryLabels),
      defaultValue: 'community',
      admin: { position: 'sidebar' },
    },
    {
      name: 'location',
      label: { id: 'Lokasi', en: 'Location' },
      type: 'text',
      localized: true,
      maxLength: 160,
      admin: { position: 'sidebar' },
    },
    {
      name: 'excerpt',
      label: labels.excerpt,
      type: 'textarea',
      localized: true,
      required: true,
      maxLength: 400,
      admin: { description: { id: 'Tampil di daftar.', en: 'Shown in the list.' } },
    },
    {
      name: 'image',
      label: labels.image,
      type: 'upload',
      relationTo: 'media',
      admin: { description: { id: 'Gambar sampul.', en: 'Cover image.' } },
    },
    richTextField('body', labels.body),
    {
      name: 'gallery',
      label: labels.gallery,
      labels: { singular: { id: 'Foto', en: 'Photo' }, plural: { id: 'Foto', en: 'Photos' } },
      type: 'array',
      maxRows: 24,
      fields: [
        { name: 'image', label: labels.image, type: 'upload', relationTo: 'media', required: true },
        { name: 'caption', label: labels.caption, type: 'text', localized: true, maxLength: 200 },
      ],
    },
    seoFields,
  ],
}

import type { CollectionConfig } from 'payload'
import { CSR_CATEGORIES } from '@jtt/content-api'
import { editorialAccess } from '../../access/editorial'
import { richTextField } from '../../fields/richText'
import { seoFields } from '../../fields/seo'

/** Reports of JTT's social and environmental responsibility activities, each with a page by id. */
export const CsrPosts: CollectionConfig = {
  slug: 'csr-posts',
  labels: { singular: 'CSR post', plural: 'CSR posts' },
  access: editorialAccess,
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'publishedAt', 'category', '_status'] },
  defaultSort: '-publishedAt',
  versions: { drafts: true, maxPerDoc: 30 },
  fields: [
    { name: 'title', type: 'text', localized: true, required: true, maxLength: 200 },
    {
      name: 'publishedAt',
      type: 'date',
      required: true,
      index: true,
      defaultValue: () => new Date().toISOString(),
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayOnly' } },
    },
    {
      name: 'category',
      type: 'select',
      required: true,
      options: [...CSR_CATEGORIES],
      defaultValue: 'community',
      admin: { position: 'sidebar' },
    },
    { name: 'location', type: 'text', localized: true, maxLength: 160, admin: { position: 'sidebar' } },
    {
      name: 'excerpt',
      type: 'textarea',
      localized: true,
      required: true,
      maxLength: 400,
      admin: { description: 'Shown in the list.' },
    },
    { name: 'image', type: 'upload', relationTo: 'media', admin: { description: 'Cover image.' } },
    richTextField('body'),
    {
      name: 'gallery',
      type: 'array',
      maxRows: 24,
      fields: [
        { name: 'image', type: 'upload', relationTo: 'media', required: true },
        { name: 'caption', type: 'text', localized: true, maxLength: 200 },
      ],
    },
    seoFields,
  ],
}

import type { CollectionConfig } from 'payload'
import { editorialAccess } from '../../access/editorial'
import { figuresField } from '../../fields/figures'
import { richTextField } from '../../fields/richText'
import { seoFields } from '../../fields/seo'
import { labels } from '../../i18n/labels'
import { validateSlug } from '../../lib/validateSlug'

/** JTT's business lines: listed on the JTT business page, each with its own page and slug per language. */
export const BusinessLines: CollectionConfig = {
  slug: 'business-lines',
  labels: {
    singular: { id: 'Lini bisnis', en: 'Business line' },
    plural: { id: 'Lini bisnis', en: 'Business lines' },
  },
  access: editorialAccess,
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'slug', 'order', '_status', 'updatedAt'] },
  defaultSort: 'order',
  versions: { drafts: true, maxPerDoc: 30 },
  fields: [
    { name: 'title', label: labels.title, type: 'text', localized: true, required: true, maxLength: 160 },
    {
      name: 'slug',
      label: labels.slug,
      type: 'text',
      localized: true,
      required: true,
      unique: true,
      index: true,
      validate: validateSlug,
      admin: {
        position: 'sidebar',
        description: {
          id: 'Alamat dalam bahasa ini, mis. pengoperasian-jalan-tol.',
          en: 'Address in this language, e.g. pengoperasian-jalan-tol.',
        },
      },
    },
    {
      name: 'order',
      label: labels.order,
      type: 'number',
      required: true,
      defaultValue: 10,
      admin: { position: 'sidebar' },
    },
    {
      name: 'summary',
      label: labels.summary,
      type: 'textarea',
      localized: true,
      required: true,
      maxLength: 400,
      admin: { description: { id: 'Tampil di halaman bisnis JTT.', en: 'Shown on the JTT business page.' } },
    },
    { name: 'image', label: labels.image, type: 'upload', relationTo: 'media' },
    richTextField('body', labels.body),
    figuresField('figures', { id: 'Angka kunci', en: 'Key figures' }, 6),
    seoFields,
  ],
}

import type { CollectionConfig } from 'payload'
import { editorialAccess } from '../../access/editorial'
import { figuresField } from '../../fields/figures'
import { richTextField } from '../../fields/richText'
import { seoFields } from '../../fields/seo'
import { validateSlug } from '../../lib/validateSlug'

/** JTT's business lines: listed on the JTT business page, each with its own page and slug per language. */
export const BusinessLines: CollectionConfig = {
  slug: 'business-lines',
  labels: { singular: 'Business line', plural: 'Business lines' },
  access: editorialAccess,
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'slug', 'order', '_status', 'updatedAt'] },
  defaultSort: 'order',
  versions: { drafts: true, maxPerDoc: 30 },
  fields: [
    { name: 'title', type: 'text', localized: true, required: true, maxLength: 160 },
    {
      name: 'slug',
      type: 'text',
      localized: true,
      required: true,
      unique: true,
      index: true,
      validate: validateSlug,
      admin: { position: 'sidebar', description: 'Address in this language, e.g. pengoperasian-jalan-tol.' },
    },
    { name: 'order', type: 'number', required: true, defaultValue: 10, admin: { position: 'sidebar' } },
    {
      name: 'summary',
      type: 'textarea',
      localized: true,
      required: true,
      maxLength: 400,
      admin: { description: 'Shown on the JTT business page.' },
    },
    { name: 'image', type: 'upload', relationTo: 'media' },
    richTextField('body'),
    figuresField('figures', 6),
    seoFields,
  ],
}

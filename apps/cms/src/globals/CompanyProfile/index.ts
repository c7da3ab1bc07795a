import type { GlobalConfig } from 'payload'
import { editorialGlobalAccess } from '../../access/editorial'
import { figuresField } from '../../fields/figures'
import { richTextField } from '../../fields/richText'
import { seoFields } from '../../fields/seo'

/** The company overview: introduction, key facts, history timeline, vision and mission, core values. */
export const CompanyProfile: GlobalConfig = {
  slug: 'company-profile',
  label: 'Company overview',
  access: editorialGlobalAccess,
  versions: { drafts: true, max: 30 },
  fields: [
    richTextField('intro', { required: true }),
    { name: 'image', type: 'upload', relationTo: 'media' },
    figuresField('keyFacts', 8),
    {
      name: 'history',
      type: 'group',
      fields: [
        { name: 'intro', type: 'textarea', localized: true, maxLength: 800 },
        {
          name: 'milestones',
          type: 'array',
          maxRows: 40,
          admin: { description: 'Oldest first.' },
          fields: [
            { name: 'year', type: 'number', required: true, min: 1900, max: 2100 },
            { name: 'title', type: 'text', localized: true, required: true, maxLength: 160 },
            { name: 'description', type: 'textarea', localized: true, maxLength: 600 },
          ],
        },
      ],
    },
    { name: 'vision', type: 'textarea', localized: true, required: true, maxLength: 600 },
    {
      name: 'mission',
      type: 'array',
      maxRows: 12,
      fields: [{ name: 'text', type: 'textarea', localized: true, required: true, maxLength: 400 }],
    },
    {
      name: 'values',
      label: 'Core values',
      type: 'array',
      maxRows: 12,
      fields: [
        { name: 'name', type: 'text', localized: true, required: true, maxLength: 80 },
        { name: 'description', type: 'textarea', localized: true, maxLength: 400 },
      ],
    },
    seoFields,
  ],
}

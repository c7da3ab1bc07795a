import type { GlobalConfig } from 'payload'
import { editorialGlobalAccess } from '../../access/editorial'
import { figuresField } from '../../fields/figures'
import { richTextField } from '../../fields/richText'
import { seoFields } from '../../fields/seo'
import { labels } from '../../i18n/labels'

/** The company overview: introduction, key facts, history timeline, vision and mission, core values. */
export const CompanyProfile: GlobalConfig = {
  slug: 'company-profile',
  label: { id: 'Sekilas perusahaan', en: 'Company overview' },
  access: editorialGlobalAccess,
  versions: { drafts: true, max: 30 },
  fields: [
    richTextField('intro', labels.intro, { required: true }),
    { name: 'image', label: labels.image, type: 'upload', relationTo: 'media' },
    figuresField('keyFacts', { id: 'Fakta kunci', en: 'Key facts' }, 8),
    {
      name: 'history',
      label: { id: 'Sejarah', en: 'History' },
      type: 'group',
      fields: [
        { name: 'intro', label: labels.intro, type: 'textarea', localized: true, maxLength: 800 },
        {
          name: 'milestones',
          label: { id: 'Tonggak sejarah', en: 'Milestones' },
          labels: { singular: { id: 'Tonggak', en: 'Milestone' }, plural: { id: 'Tonggak', en: 'Milestones' } },
          type: 'array',
          maxRows: 40,
          admin: { description: { id: 'Yang terlama lebih dulu.', en: 'Oldest first.' } },
          fields: [
            { name: 'year', label: labels.year, type: 'number', required: true, min: 1900, max: 2100 },
            { name: 'title', label: labels.title, type: 'text', localized: true, required: true, maxLength: 160 },
            { name: 'description', label: labels.description, type: 'textarea', localized: true, maxLength: 600 },
          ],
        },
      ],
    },
    {
      name: 'vision',
      label: { id: 'Visi', en: 'Vision' },
      type: 'textarea',
      localized: true,
      required: true,
      maxLength: 600,
    },
    {
      name: 'mission',
      label: { id: 'Misi', en: 'Mission' },
      labels: { singular: { id: 'Butir misi', en: 'Mission item' }, plural: { id: 'Butir misi', en: 'Mission items' } },
      type: 'array',
      maxRows: 12,
      fields: [{ name: 'text', label: labels.text, type: 'textarea', localized: true, required: true, maxLength: 400 }],
    },
    {
      name: 'values',
      label: { id: 'Nilai inti', en: 'Core values' },
      labels: { singular: { id: 'Nilai', en: 'Value' }, plural: { id: 'Nilai', en: 'Values' } },
      type: 'array',
      maxRows: 12,
      fields: [
        { name: 'name', label: labels.name, type: 'text', localized: true, required: true, maxLength: 80 },
        { name: 'description', label: labels.description, type: 'textarea', localized: true, maxLength: 400 },
      ],
    },
    seoFields,
  ],
}

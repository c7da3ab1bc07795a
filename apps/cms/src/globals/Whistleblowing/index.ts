import type { GlobalConfig } from 'payload'
import { REPORT_CHANNEL_KINDS } from '@jtt/content-api'
import { editorialGlobalAccess } from '../../access/editorial'
import { richTextField } from '../../fields/richText'
import { seoFields } from '../../fields/seo'
import { reportChannelLabels } from '../../i18n/contentOptions'
import { labels } from '../../i18n/labels'
import { optionsOf } from '../../i18n/options'
import { optional, validateLinkTarget } from '../../lib/validateUrl'

/** The whistleblowing system page: what can be reported, protection of reporters, how to report. */
export const Whistleblowing: GlobalConfig = {
  slug: 'whistleblowing',
  label: { id: 'Sistem pelaporan pelanggaran', en: 'Whistleblowing system' },
  access: editorialGlobalAccess,
  versions: { drafts: true, max: 30 },
  fields: [
    richTextField('intro', labels.intro, { required: true }),
    {
      name: 'reportable',
      label: { id: 'Yang dapat dilaporkan', en: 'What can be reported' },
      labels: { singular: { id: 'Butir', en: 'Item' }, plural: { id: 'Butir', en: 'Items' } },
      type: 'array',
      maxRows: 20,
      fields: [{ name: 'text', label: labels.text, type: 'text', localized: true, required: true, maxLength: 300 }],
    },
    richTextField('protection', { id: 'Perlindungan pelapor', en: 'Protection of reporters' }),
    {
      name: 'steps',
      label: { id: 'Cara laporan ditangani', en: 'How a report is handled' },
      labels: { singular: { id: 'Langkah', en: 'Step' }, plural: { id: 'Langkah', en: 'Steps' } },
      type: 'array',
      maxRows: 10,
      fields: [
        { name: 'title', label: labels.title, type: 'text', localized: true, required: true, maxLength: 120 },
        { name: 'description', label: labels.description, type: 'textarea', localized: true, maxLength: 400 },
      ],
    },
    {
      name: 'channels',
      label: { id: 'Saluran pelaporan', en: 'Reporting channels' },
      labels: { singular: { id: 'Saluran', en: 'Channel' }, plural: { id: 'Saluran', en: 'Channels' } },
      type: 'array',
      maxRows: 10,
      fields: [
        {
          name: 'kind',
          label: { id: 'Jenis', en: 'Kind' },
          type: 'select',
          required: true,
          options: optionsOf(REPORT_CHANNEL_KINDS, reportChannelLabels),
        },
        { name: 'label', label: labels.label, type: 'text', localized: true, required: true, maxLength: 120 },
        {
          name: 'value',
          label: labels.value,
          type: 'text',
          localized: true,
          required: true,
          maxLength: 300,
          admin: {
            description: {
              id: 'Alamat, nomor atau situs sebagaimana orang harus melihatnya.',
              en: 'The address, number or site as people should see it.',
            },
          },
        },
      ],
    },
    {
      name: 'external',
      label: { id: 'Situs pelaporan eksternal', en: 'External reporting site' },
      type: 'group',
      admin: { description: { id: 'Kosongkan URL bila tidak ada.', en: 'Leave the URL empty when there is none.' } },
      fields: [
        { name: 'label', label: labels.label, type: 'text', localized: true, maxLength: 120 },
        {
          name: 'url',
          label: { id: 'URL', en: 'URL' },
          type: 'text',
          validate: optional(validateLinkTarget),
          admin: { description: { id: 'https://…', en: 'https://…' } },
        },
      ],
    },
    seoFields,
  ],
}

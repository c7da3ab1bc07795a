import type { GlobalConfig } from 'payload'
import { REPORT_CHANNEL_KINDS } from '@jtt/content-api'
import { editorialGlobalAccess } from '../../access/editorial'
import { richTextField } from '../../fields/richText'
import { seoFields } from '../../fields/seo'
import { optional, validateLinkTarget } from '../../lib/validateUrl'

/** The whistleblowing system page: what can be reported, protection of reporters, how to report. */
export const Whistleblowing: GlobalConfig = {
  slug: 'whistleblowing',
  label: 'Whistleblowing system',
  access: editorialGlobalAccess,
  versions: { drafts: true, max: 30 },
  fields: [
    richTextField('intro', { required: true }),
    {
      name: 'reportable',
      label: 'What can be reported',
      type: 'array',
      maxRows: 20,
      fields: [{ name: 'text', type: 'text', localized: true, required: true, maxLength: 300 }],
    },
    richTextField('protection', { label: 'Protection of reporters' }),
    {
      name: 'steps',
      label: 'How a report is handled',
      type: 'array',
      maxRows: 10,
      fields: [
        { name: 'title', type: 'text', localized: true, required: true, maxLength: 120 },
        { name: 'description', type: 'textarea', localized: true, maxLength: 400 },
      ],
    },
    {
      name: 'channels',
      label: 'Reporting channels',
      type: 'array',
      maxRows: 10,
      fields: [
        { name: 'kind', type: 'select', required: true, options: [...REPORT_CHANNEL_KINDS] },
        { name: 'label', type: 'text', localized: true, required: true, maxLength: 120 },
        {
          name: 'value',
          type: 'text',
          localized: true,
          required: true,
          maxLength: 300,
          admin: { description: 'The address, number or site as people should see it.' },
        },
      ],
    },
    {
      name: 'external',
      label: 'External reporting site',
      type: 'group',
      admin: { description: 'Leave the URL empty when there is none.' },
      fields: [
        { name: 'label', type: 'text', localized: true, maxLength: 120 },
        { name: 'url', type: 'text', validate: optional(validateLinkTarget), admin: { description: 'https://…' } },
      ],
    },
    seoFields,
  ],
}

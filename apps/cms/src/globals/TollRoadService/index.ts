import type { GlobalConfig } from 'payload'
import { publishedOrPreview } from '../../access/publishedOrPreview'
import { requireScope } from '../../access/requireScope'
import { seoFields } from '../../fields/seo'
import { validateLinkTarget } from '../../lib/validateUrl'

const description = { name: 'description', type: 'textarea', localized: true, maxLength: 400 } as const

/** The toll-road service page: emergency and call-centre numbers, payment methods and traffic links. */
export const TollRoadService: GlobalConfig = {
  slug: 'toll-road-service',
  label: 'Toll-road service page',
  access: {
    read: publishedOrPreview,
    update: requireScope('content:write'),
    readVersions: requireScope('content:preview'),
  },
  versions: { drafts: true, max: 30 },
  fields: [
    { name: 'title', type: 'text', localized: true, required: true, maxLength: 120 },
    { name: 'intro', type: 'textarea', localized: true, maxLength: 1500 },
    {
      name: 'contacts',
      label: 'Emergency and call-centre numbers',
      type: 'array',
      maxRows: 20,
      fields: [
        { name: 'label', type: 'text', localized: true, required: true, maxLength: 80 },
        {
          name: 'number',
          type: 'text',
          required: true,
          maxLength: 40,
          validate: (value: string | null | undefined) =>
            !value || /^[+\d][\d\s()-]{1,38}$/.test(value) ? true : 'Digits, spaces, +, ( ) and - only.',
        },
        description,
      ],
    },
    {
      name: 'paymentMethods',
      type: 'array',
      maxRows: 20,
      fields: [{ name: 'name', type: 'text', localized: true, required: true, maxLength: 80 }, description],
    },
    {
      name: 'trafficLinks',
      label: 'Traffic information links',
      type: 'array',
      maxRows: 20,
      fields: [
        { name: 'label', type: 'text', localized: true, required: true, maxLength: 80 },
        {
          name: 'url',
          type: 'text',
          localized: true,
          required: true,
          validate: validateLinkTarget,
          admin: { description: 'A site path in this language (/id/…, /en/…) or a full URL.' },
        },
        description,
      ],
    },
    seoFields,
  ],
}

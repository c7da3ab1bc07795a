import type { GlobalConfig } from 'payload'
import { publishedOrPreview } from '../../access/publishedOrPreview'
import { requireScope } from '../../access/requireScope'
import { seoFields } from '../../fields/seo'
import { labels } from '../../i18n/labels'
import { languageOf, type WithLanguage } from '../../i18n/language'
import { validateLinkTarget } from '../../lib/validateUrl'

const description = {
  name: 'description',
  label: labels.description,
  type: 'textarea',
  localized: true,
  maxLength: 400,
} as const

const numberMessage = {
  id: 'Hanya angka, spasi, +, ( ) dan -.',
  en: 'Digits, spaces, +, ( ) and - only.',
}

/** The toll-road service page: emergency and call-centre numbers, payment methods and traffic links. */
export const TollRoadService: GlobalConfig = {
  slug: 'toll-road-service',
  label: { id: 'Halaman layanan jalan tol', en: 'Toll-road service page' },
  access: {
    read: publishedOrPreview,
    update: requireScope('content:write'),
    readVersions: requireScope('content:preview'),
  },
  versions: { drafts: true, max: 30 },
  fields: [
    { name: 'title', label: labels.title, type: 'text', localized: true, required: true, maxLength: 120 },
    { name: 'intro', label: labels.intro, type: 'textarea', localized: true, maxLength: 1500 },
    {
      name: 'contacts',
      label: { id: 'Nomor darurat dan pusat layanan', en: 'Emergency and call-centre numbers' },
      labels: { singular: { id: 'Nomor', en: 'Number' }, plural: { id: 'Nomor', en: 'Numbers' } },
      type: 'array',
      maxRows: 20,
      fields: [
        { name: 'label', label: labels.label, type: 'text', localized: true, required: true, maxLength: 80 },
        {
          name: 'number',
          label: { id: 'Nomor', en: 'Number' },
          type: 'text',
          required: true,
          maxLength: 40,
          validate: (value: string | null | undefined, { req }: { req: WithLanguage }) =>
            !value || /^[+\d][\d\s()-]{1,38}$/.test(value) ? true : numberMessage[languageOf(req)],
        },
        description,
      ],
    },
    {
      name: 'paymentMethods',
      label: { id: 'Metode pembayaran', en: 'Payment methods' },
      labels: { singular: { id: 'Metode', en: 'Method' }, plural: { id: 'Metode', en: 'Methods' } },
      type: 'array',
      maxRows: 20,
      fields: [
        { name: 'name', label: labels.name, type: 'text', localized: true, required: true, maxLength: 80 },
        description,
      ],
    },
    {
      name: 'trafficLinks',
      label: { id: 'Tautan informasi lalu lintas', en: 'Traffic information links' },
      labels: { singular: { id: 'Tautan', en: 'Link' }, plural: { id: 'Tautan', en: 'Links' } },
      type: 'array',
      maxRows: 20,
      fields: [
        { name: 'label', label: labels.label, type: 'text', localized: true, required: true, maxLength: 80 },
        {
          name: 'url',
          label: { id: 'Alamat', en: 'Address' },
          type: 'text',
          localized: true,
          required: true,
          validate: validateLinkTarget,
          admin: {
            description: {
              id: 'Path situs dalam bahasa ini (/id/…, /en/…) atau URL lengkap.',
              en: 'A site path in this language (/id/…, /en/…) or a full URL.',
            },
          },
        },
        description,
      ],
    },
    seoFields,
  ],
}

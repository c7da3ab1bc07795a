import type { GlobalConfig } from 'payload'
import { QUICK_LINK_ICONS } from '@jtt/content-api'
import { publishedOrPreview } from '../../access/publishedOrPreview'
import { requireScope } from '../../access/requireScope'
import { localizedLink } from '../../fields/localizedLink'
import { seoFields } from '../../fields/seo'
import { quickLinkIconLabels } from '../../i18n/contentOptions'
import { labels } from '../../i18n/labels'
import { optionsOf } from '../../i18n/options'
import { validateLinkTarget } from '../../lib/validateUrl'

/** Content of the home page: hero, who we are, key figures and quick links. Drafts allow a preview. */
export const Home: GlobalConfig = {
  slug: 'home',
  label: { id: 'Beranda', en: 'Home page' },
  // Visitors read the published version only, also when they ask for `draft=true`.
  access: {
    read: publishedOrPreview,
    update: requireScope('content:write'),
    readVersions: requireScope('content:preview'),
  },
  versions: { drafts: true, max: 30 },
  fields: [
    {
      name: 'hero',
      label: { id: 'Hero', en: 'Hero' },
      type: 'group',
      fields: [
        { name: 'title', label: labels.title, type: 'text', localized: true, required: true, maxLength: 120 },
        {
          name: 'subtitle',
          label: { id: 'Subjudul', en: 'Subtitle' },
          type: 'textarea',
          localized: true,
          maxLength: 300,
        },
        { name: 'image', label: labels.image, type: 'upload', relationTo: 'media' },
        localizedLink('cta', { id: 'Ajakan bertindak', en: 'Call to action' }),
      ],
    },
    {
      name: 'about',
      label: { id: 'Siapa kami', en: 'Who we are' },
      type: 'group',
      fields: [
        { name: 'heading', label: labels.heading, type: 'text', localized: true, required: true, maxLength: 120 },
        { name: 'body', label: labels.body, type: 'textarea', localized: true, required: true, maxLength: 1500 },
        { name: 'image', label: labels.image, type: 'upload', relationTo: 'media' },
        localizedLink('link', { id: 'Tautan selengkapnya', en: 'Read more link' }),
      ],
    },
    {
      name: 'figures',
      label: { id: 'Angka kunci', en: 'Key figures' },
      labels: { singular: { id: 'Angka', en: 'Figure' }, plural: { id: 'Angka', en: 'Figures' } },
      type: 'array',
      maxRows: 6,
      fields: [
        {
          name: 'value',
          label: labels.value,
          type: 'number',
          required: true,
          admin: { description: { id: 'Diformat per bahasa di situs.', en: 'Formatted per language on the site.' } },
        },
        {
          name: 'suffix',
          label: labels.suffix,
          type: 'text',
          localized: true,
          maxLength: 20,
          admin: { description: { id: 'mis. km', en: 'e.g. km' } },
        },
        { name: 'label', label: labels.label, type: 'text', localized: true, required: true, maxLength: 80 },
      ],
    },
    {
      name: 'quickLinks',
      label: { id: 'Tautan cepat', en: 'Quick links' },
      labels: { singular: { id: 'Tautan cepat', en: 'Quick link' }, plural: { id: 'Tautan cepat', en: 'Quick links' } },
      type: 'array',
      maxRows: 8,
      fields: [
        { name: 'title', label: labels.title, type: 'text', localized: true, required: true, maxLength: 80 },
        { name: 'description', label: labels.description, type: 'textarea', localized: true, maxLength: 200 },
        { name: 'url', label: labels.url, type: 'text', required: true, validate: validateLinkTarget },
        { name: 'enUrl', label: labels.enUrl, type: 'text', required: true, validate: validateLinkTarget },
        {
          name: 'icon',
          label: { id: 'Ikon', en: 'Icon' },
          type: 'select',
          required: true,
          options: optionsOf(QUICK_LINK_ICONS, quickLinkIconLabels),
          defaultValue: 'road',
        },
      ],
    },
    seoFields,
  ],
}

import type { GlobalConfig } from 'payload'
import { QUICK_LINK_ICONS } from '@jtt/content-api'
import { publishedOrPreview } from '../../access/publishedOrPreview'
import { requireScope } from '../../access/requireScope'
import { localizedLink } from '../../fields/localizedLink'
import { seoFields } from '../../fields/seo'
import { validateLinkTarget } from '../../lib/validateUrl'

/** Content of the home page: hero, who we are, key figures and quick links. Drafts allow a preview. */
export const Home: GlobalConfig = {
  slug: 'home',
  label: 'Home page',
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
      type: 'group',
      fields: [
        { name: 'title', type: 'text', localized: true, required: true, maxLength: 120 },
        { name: 'subtitle', type: 'textarea', localized: true, maxLength: 300 },
        { name: 'image', type: 'upload', relationTo: 'media' },
        localizedLink('cta', 'Call to action'),
      ],
    },
    {
      name: 'about',
      label: 'Who we are',
      type: 'group',
      fields: [
        { name: 'heading', type: 'text', localized: true, required: true, maxLength: 120 },
        { name: 'body', type: 'textarea', localized: true, required: true, maxLength: 1500 },
        { name: 'image', type: 'upload', relationTo: 'media' },
        localizedLink('link', 'Read more link'),
      ],
    },
    {
      name: 'figures',
      label: 'Key figures',
      type: 'array',
      maxRows: 6,
      fields: [
        {
          name: 'value',
          type: 'number',
          required: true,
          admin: { description: 'Formatted per language on the site.' },
        },
        { name: 'suffix', type: 'text', localized: true, maxLength: 20, admin: { description: 'e.g. km' } },
        { name: 'label', type: 'text', localized: true, required: true, maxLength: 80 },
      ],
    },
    {
      name: 'quickLinks',
      type: 'array',
      maxRows: 8,
      fields: [
        { name: 'title', type: 'text', localized: true, required: true, maxLength: 80 },
        { name: 'description', type: 'textarea', localized: true, maxLength: 200 },
        { name: 'url', type: 'text', required: true, validate: validateLinkTarget },
        { name: 'enUrl', type: 'text', required: true, validate: validateLinkTarget },
        { name: 'icon', type: 'select', required: true, options: [...QUICK_LINK_ICONS], defaultValue: 'road' },
      ],
    },
    seoFields,
  ],
}

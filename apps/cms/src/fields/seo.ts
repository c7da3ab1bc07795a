import type { GroupField } from 'payload'

/** SEO meta of spec §3, shared by every publishable content type. */
export const seoFields: GroupField = {
  name: 'meta',
  type: 'group',
  label: 'SEO',
  fields: [
    { name: 'metaTitle', type: 'text', localized: true, maxLength: 120 },
    { name: 'metaDesc', type: 'textarea', localized: true, maxLength: 320 },
    {
      name: 'metaKeywords',
      type: 'text',
      localized: true,
      maxLength: 300,
      admin: { description: 'Comma-separated.' },
    },
    { name: 'metaImage', type: 'upload', relationTo: 'media' },
  ],
}

import type { GroupField } from 'payload'

/** SEO meta of spec §3, shared by every publishable content type. */
export const seoFields: GroupField = {
  name: 'meta',
  type: 'group',
  label: { id: 'SEO', en: 'SEO' },
  fields: [
    { name: 'metaTitle', label: { id: 'Judul meta', en: 'Meta title' }, type: 'text', localized: true, maxLength: 120 },
    {
      name: 'metaDesc',
      label: { id: 'Deskripsi meta', en: 'Meta description' },
      type: 'textarea',
      localized: true,
      maxLength: 320,
    },
    {
      name: 'metaKeywords',
      label: { id: 'Kata kunci meta', en: 'Meta keywords' },
      type: 'text',
      localized: true,
      maxLength: 300,
      admin: { description: { id: 'Dipisahkan koma.', en: 'Comma-separated.' } },
    },
    { name: 'metaImage', label: { id: 'Gambar meta', en: 'Meta image' }, type: 'upload', relationTo: 'media' },
  ],
}

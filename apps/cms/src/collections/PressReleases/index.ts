import { publishAtField } from '../../publishing/schedule/publishAtField'
import { dropScheduledPublishOnDelete } from '../../publishing/schedule/dropScheduledPublishOnDelete'
import { queueScheduledPublish } from '../../publishing/schedule/queueScheduledPublish'
import type { CollectionConfig } from 'payload'
import { editorialAccess } from '../../access/editorial'
import { richTextField } from '../../fields/richText'
import { seoFields } from '../../fields/seo'
import { labels } from '../../i18n/labels'
import { languageOf, type WithLanguage } from '../../i18n/language'
import { validateSlug } from '../../lib/validateSlug'
import { slugFromTitle } from './hooks/slugFromTitle'

/** Path segments of the Content API under /v1/press-releases that a slug must not take. */
const RESERVED_SLUGS = ['years']

const reserved = (slug: string) => ({
  id: `'${slug}' sudah dipakai sistem; pilih slug lain.`,
  en: `'${slug}' is reserved; choose another slug.`,
})

const validatePressReleaseSlug = (value: string | null | undefined, options?: { req?: WithLanguage }): true | string =>
  value && RESERVED_SLUGS.includes(value) ? reserved(value)[languageOf(options?.req)] : validateSlug(value, options)

/**
 * Press releases (Media & Information): a localized slug per language for the detail page, drafts
 * for preview, and the date readers see. The moment one is published is an afterChange with
 * `_status` turning 'published' (where email alerts hook in).
 */
export const PressReleases: CollectionConfig = {
  slug: 'press-releases',
  labels: {
    singular: { id: 'Siaran pers', en: 'Press release' },
    plural: { id: 'Siaran pers', en: 'Press releases' },
  },
  access: editorialAccess,
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'publishedAt', '_status', 'updatedAt'],
    listSearchableFields: ['title', 'slug'],
  },
  defaultSort: '-publishedAt',
  // Scheduled publishing: an embargoed release goes live at its time by itself (Payload's job queue).
  versions: { drafts: { schedulePublish: true }, maxPerDoc: 50 },
  hooks: { afterChange: [queueScheduledPublish], afterDelete: [dropScheduledPublishOnDelete] },
  fields: [
    { name: 'title', label: labels.title, type: 'text', localized: true, required: true, maxLength: 200 },
    {
      name: 'slug',
      label: labels.slug,
      type: 'text',
      localized: true,
      required: true,
      unique: true,
      index: true,
      validate: validatePressReleaseSlug,
      hooks: { beforeValidate: [slugFromTitle] },
      admin: {
        position: 'sidebar',
        description: {
          id: 'Alamat siaran pers dalam bahasa ini; dibuat dari judul bila dikosongkan.',
          en: 'Address of the release in this language; made from the title when left empty.',
        },
      },
    },
    {
      name: 'publishedAt',
      label: { id: 'Tanggal rilis', en: 'Release date' },
      type: 'date',
      required: true,
      index: true,
      defaultValue: () => new Date().toISOString(),
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
    },
    publishAtField,
    {
      name: 'excerpt',
      label: labels.excerpt,
      type: 'textarea',
      localized: true,
      maxLength: 400,
      admin: {
        description: {
          id: 'Ringkasan untuk daftar; awal isi dipakai bila kosong.',
          en: 'Summary for lists; the start of the body is used when empty.',
        },
      },
    },
    { name: 'image', label: { id: 'Gambar utama', en: 'Main image' }, type: 'upload', relationTo: 'media' },
    richTextField('body', labels.body, { required: true }),
    {
      name: 'gallery',
      label: { id: 'Foto lainnya', en: 'More photos' },
      type: 'upload',
      relationTo: 'media',
      hasMany: true,
      maxRows: 12,
    },
    {
      name: 'attachments',
      label: { id: 'Lampiran', en: 'Attachments' },
      type: 'relationship',
      relationTo: 'documents',
      hasMany: true,
      maxRows: 10,
      admin: {
        description: { id: 'Dokumen PDF yang menyertai siaran pers.', en: 'PDF documents that go with the release.' },
      },
    },
    {
      name: 'related',
      label: { id: 'Siaran pers terkait', en: 'Related releases' },
      type: 'relationship',
      relationTo: 'press-releases',
      hasMany: true,
      maxRows: 4,
      filterOptions: ({ id }) => (id ? { id: { not_equals: id } } : true),
      admin: {
        description: {
          id: 'Bila kosong, siaran pers yang waktunya terdekat ditampilkan.',
          en: 'When empty, the releases nearest in time are shown.',
        },
      },
    },
    seoFields,
  ],
}

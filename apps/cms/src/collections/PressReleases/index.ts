import { publishAtField } from '../../publishing/schedule/publishAtField'
import { queueScheduledPublish } from '../../publishing/schedule/queueScheduledPublish'
import type { CollectionConfig } from 'payload'
import { editorialAccess } from '../../access/editorial'
import { richTextField } from '../../fields/richText'
import { seoFields } from '../../fields/seo'
import { validateSlug } from '../../lib/validateSlug'
import { slugFromTitle } from './hooks/slugFromTitle'

/** Path segments of the Content API under /v1/press-releases that a slug must not take. */
const RESERVED_SLUGS = ['years']

const validatePressReleaseSlug = (value: string | null | undefined): true | string =>
  RESERVED_SLUGS.includes(value ?? '') ? `'${value}' is reserved; choose another slug.` : validateSlug(value)

/**
 * Press releases (Media & Information): a localized slug per language for the detail page, drafts
 * for preview, and the date readers see. The moment one is published is an afterChange with
 * `_status` turning 'published' (where email alerts hook in).
 */
export const PressReleases: CollectionConfig = {
  slug: 'press-releases',
  labels: { singular: 'Press release', plural: 'Press releases' },
  access: editorialAccess,
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'publishedAt', '_status', 'updatedAt'],
    listSearchableFields: ['title', 'slug'],
  },
  defaultSort: '-publishedAt',
  // Scheduled publishing: an embargoed release goes live at its time by itself (Payload's job queue).
  versions: { drafts: { schedulePublish: true }, maxPerDoc: 50 },
  hooks: { afterChange: [queueScheduledPublish] },
  fields: [
    { name: 'title', type: 'text', localized: true, required: true, maxLength: 200 },
    {
      name: 'slug',
      type: 'text',
      localized: true,
      required: true,
      unique: true,
      index: true,
      validate: validatePressReleaseSlug,
      hooks: { beforeValidate: [slugFromTitle] },
      admin: {
        position: 'sidebar',
        description: 'Address of the release in this language; made from the title when left empty.',
      },
    },
    {
      name: 'publishedAt',
      label: 'Release date',
      type: 'date',
      required: true,
      index: true,
      defaultValue: () => new Date().toISOString(),
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
    },
    publishAtField,
    {
      name: 'excerpt',
      type: 'textarea',
      localized: true,
      maxLength: 400,
      admin: { description: 'Summary for lists; the start of the body is used when empty.' },
    },
    { name: 'image', label: 'Main image', type: 'upload', relationTo: 'media' },
    richTextField('body', { required: true }),
    {
      name: 'gallery',
      label: 'More photos',
      type: 'upload',
      relationTo: 'media',
      hasMany: true,
      maxRows: 12,
    },
    {
      name: 'attachments',
      type: 'relationship',
      relationTo: 'documents',
      hasMany: true,
      maxRows: 10,
      admin: { description: 'PDF documents that go with the release.' },
    },
    {
      name: 'related',
      label: 'Related releases',
      type: 'relationship',
      relationTo: 'press-releases',
      hasMany: true,
      maxRows: 4,
      filterOptions: ({ id }) => (id ? { id: { not_equals: id } } : true),
      admin: { description: 'When empty, the releases nearest in time are shown.' },
    },
    seoFields,
  ],
}

import type { CollectionConfig } from 'payload'
import { BOARDS } from '@jtt/content-api'
import { editorialAccess } from '../../access/editorial'
import { richTextField } from '../../fields/richText'
import { validateSlug } from '../../lib/validateSlug'

const isSecretary = (data: { board?: string } | undefined) => data?.board === 'secretary'

/**
 * Members of the board of commissioners and the board of directors, and the corporate secretary.
 * Each board page lists its people by `order`; a person's full profile opens under `#slug`.
 */
export const People: CollectionConfig = {
  slug: 'people',
  labels: { singular: 'Person', plural: 'People' },
  access: editorialAccess,
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'board', 'position', 'order', '_status'],
    description: 'Board of commissioners, board of directors and the corporate secretary.',
  },
  defaultSort: 'order',
  versions: { drafts: true, maxPerDoc: 30 },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 120, admin: { description: 'Full name with titles.' } },
    {
      name: 'slug',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      validate: validateSlug,
      admin: { position: 'sidebar', description: 'Address of the profile on its board page, e.g. budi-santoso.' },
    },
    {
      name: 'board',
      type: 'select',
      required: true,
      index: true,
      options: BOARDS.map((value) => ({ value, label: value[0]!.toUpperCase() + value.slice(1) })),
      admin: { position: 'sidebar' },
    },
    {
      name: 'order',
      type: 'number',
      required: true,
      defaultValue: 10,
      admin: { position: 'sidebar', description: 'Lower numbers come first.' },
    },
    { name: 'position', type: 'text', localized: true, required: true, maxLength: 160 },
    { name: 'photo', type: 'upload', relationTo: 'media' },
    {
      name: 'shortBio',
      type: 'textarea',
      localized: true,
      maxLength: 400,
      admin: { description: 'One or two sentences shown on the card.' },
    },
    richTextField('biography', { admin: { description: 'The full profile: education, career, other positions.' } }),
    { name: 'appointedAt', type: 'date', admin: { date: { pickerAppearance: 'dayOnly' } } },
    richTextField('duties', {
      admin: { condition: isSecretary, description: 'Duties of the office (corporate secretary).' },
    }),
    {
      name: 'contact',
      type: 'group',
      admin: { condition: isSecretary },
      fields: [
        { name: 'email', type: 'email' },
        { name: 'phone', type: 'text', maxLength: 40 },
        { name: 'address', type: 'textarea', localized: true, maxLength: 300 },
      ],
    },
  ],
}

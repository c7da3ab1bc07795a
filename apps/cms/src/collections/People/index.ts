import type { CollectionConfig } from 'payload'
import { BOARDS } from '@jtt/content-api'
import { editorialAccess } from '../../access/editorial'
import { richTextField } from '../../fields/richText'
import { labels } from '../../i18n/labels'
import { boardLabels } from '../../i18n/contentOptions'
import { optionsOf } from '../../i18n/options'
import { validateSlug } from '../../lib/validateSlug'

const isSecretary = (data: { board?: string } | undefined) => data?.board === 'secretary'

/**
 * Members of the board of commissioners and the board of directors, and the corporate secretary.
 * Each board page lists its people by `order`; a person's full profile opens under `#slug`.
 */
export const People: CollectionConfig = {
  slug: 'people',
  labels: { singular: { id: 'Pejabat', en: 'Person' }, plural: { id: 'Pejabat', en: 'People' } },
  access: editorialAccess,
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'board', 'position', 'order', '_status'],
    description: {
      id: 'Dewan komisaris, direksi dan sekretaris perusahaan.',
      en: 'Board of commissioners, board of directors and the corporate secretary.',
    },
  },
  defaultSort: 'order',
  versions: { drafts: true, maxPerDoc: 30 },
  fields: [
    {
      name: 'name',
      label: labels.name,
      type: 'text',
      required: true,
      maxLength: 120,
      admin: { description: { id: 'Nama lengkap dengan gelar.', en: 'Full name with titles.' } },
    },
    {
      name: 'slug',
      label: labels.slug,
      type: 'text',
      required: true,
      unique: true,
      index: true,
      validate: validateSlug,
      admin: {
        position: 'sidebar',
        description: {
          id: 'Alamat profil di halaman dewannya, mis. budi-santoso.',
          en: 'Address of the profile on its board page, e.g. budi-santoso.',
        },
      },
    },
    {
      name: 'board',
      label: { id: 'Dewan', en: 'Board' },
      type: 'select',
      required: true,
      index: true,
      options: optionsOf(BOARDS, boardLabels),
      admin: { position: 'sidebar' },
    },
    {
      name: 'order',
      label: labels.order,
      type: 'number',
      required: true,
      defaultValue: 10,
      admin: {
        position: 'sidebar',
        description: { id: 'Angka lebih kecil tampil lebih dulu.', en: 'Lower numbers come first.' },
      },
    },
    {
      name: 'position',
      label: { id: 'Jabatan', en: 'Position' },
      type: 'text',
      localized: true,
      required: true,
      maxLength: 160,
    },
    { name: 'photo', label: { id: 'Foto', en: 'Photo' }, type: 'upload', relationTo: 'media' },
    {
      name: 'shortBio',
      label: { id: 'Profil singkat', en: 'Short biography' },
      type: 'textarea',
      localized: true,
      maxLength: 400,
      admin: {
        description: {
          id: 'Satu atau dua kalimat yang tampil di kartu.',
          en: 'One or two sentences shown on the card.',
        },
      },
    },
    richTextField(
      'biography',
      { id: 'Biografi', en: 'Biography' },
      {
        admin: {
          description: {
            id: 'Profil lengkap: pendidikan, karier, jabatan lain.',
            en: 'The full profile: education, career, other positions.',
          },
        },
      },
    ),
    {
      name: 'appointedAt',
      label: { id: 'Tanggal pengangkatan', en: 'Appointed on' },
      type: 'date',
      admin: { date: { pickerAppearance: 'dayOnly' } },
    },
    richTextField(
      'duties',
      { id: 'Tugas', en: 'Duties' },
      {
        admin: {
          condition: isSecretary,
          description: {
            id: 'Tugas jabatan (sekretaris perusahaan).',
            en: 'Duties of the office (corporate secretary).',
          },
        },
      },
    ),
    {
      name: 'contact',
      label: { id: 'Kontak', en: 'Contact' },
      type: 'group',
      admin: { condition: isSecretary },
      fields: [
        { name: 'email', label: labels.email, type: 'email' },
        { name: 'phone', label: labels.phone, type: 'text', maxLength: 40 },
        { name: 'address', label: labels.address, type: 'textarea', localized: true, maxLength: 300 },
      ],
    },
  ],
}

import type { Field, GlobalConfig } from 'payload'
import { editorialGlobalAccess } from '../../access/editorial'
import { seoFields } from '../../fields/seo'
import { labels } from '../../i18n/labels'
import type { Bilingual } from '../../i18n/language'

/**
 * Field names of the units at each level. Each level has its own name: Payload's relations would
 * clash if an array held an array of the same name.
 */
const LEVELS = ['units', 'subunits', 'teams'] as const

const LEVEL_LABELS: Record<(typeof LEVELS)[number], { singular: Bilingual; plural: Bilingual }> = {
  units: { singular: { id: 'Unit', en: 'Unit' }, plural: { id: 'Unit', en: 'Units' } },
  subunits: { singular: { id: 'Subunit', en: 'Subunit' }, plural: { id: 'Subunit', en: 'Subunits' } },
  teams: { singular: { id: 'Tim', en: 'Team' }, plural: { id: 'Tim', en: 'Teams' } },
}

/** The array of one level's units. */
const level = (name: (typeof LEVELS)[number], fields: Field[]): Field => ({
  name,
  label: LEVEL_LABELS[name].plural,
  labels: LEVEL_LABELS[name],
  type: 'array',
  maxRows: 20,
  fields,
})

/** One unit of the structure and, below it, the units of the next levels. */
const unitFields = (depth: number): Field[] => {
  const next = LEVELS[depth + 1]
  return [
    { name: 'name', label: labels.name, type: 'text', localized: true, required: true, maxLength: 160 },
    {
      name: 'head',
      label: { id: 'Pimpinan', en: 'Head' },
      type: 'text',
      maxLength: 160,
      admin: { description: { id: 'Siapa yang memimpin unit (nama).', en: 'Who heads the unit (name).' } },
    },
    ...(next ? [level(next, unitFields(depth + 1))] : []),
  ]
}

/**
 * The organizational structure: the chart as an image and, for screen readers and small screens, the
 * same structure as units (three levels) with who heads them.
 */
export const OrganizationStructure: GlobalConfig = {
  slug: 'organization-structure',
  // Shorter table names: PostgreSQL cuts identifiers at 63 characters (the versions of level-3 units).
  dbName: 'org_structure',
  label: { id: 'Struktur organisasi', en: 'Organizational structure' },
  access: editorialGlobalAccess,
  versions: { drafts: true, max: 30 },
  fields: [
    { name: 'intro', label: labels.intro, type: 'textarea', localized: true, maxLength: 800 },
    {
      name: 'chart',
      label: { id: 'Bagan', en: 'Chart' },
      type: 'upload',
      relationTo: 'media',
      admin: {
        description: {
          id: 'Bagan organisasi sebagai gambar; teks alternatifnya sebaiknya menyebut bahwa itu bagan.',
          en: 'The organization chart as an image; its alt text should say it is a chart.',
        },
      },
    },
    level('units', unitFields(0)),
    seoFields,
  ],
}

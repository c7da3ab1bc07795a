import type { Field, GlobalConfig } from 'payload'
import { editorialGlobalAccess } from '../../access/editorial'
import { seoFields } from '../../fields/seo'

/**
 * Field names of the units at each level. Each level has its own name: Payload's relations would
 * clash if an array held an array of the same name.
 */
const LEVELS = ['units', 'subunits', 'teams'] as const

/** One unit of the structure and, below it, the units of the next levels. */
const unitFields = (level: number): Field[] => {
  const next = LEVELS[level + 1]
  return [
    { name: 'name', type: 'text', localized: true, required: true, maxLength: 160 },
    { name: 'head', type: 'text', maxLength: 160, admin: { description: 'Who heads the unit (name).' } },
    ...(next ? [{ name: next, type: 'array', maxRows: 20, fields: unitFields(level + 1) } satisfies Field] : []),
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
  label: 'Organizational structure',
  access: editorialGlobalAccess,
  versions: { drafts: true, max: 30 },
  fields: [
    { name: 'intro', type: 'textarea', localized: true, maxLength: 800 },
    {
      name: 'chart',
      type: 'upload',
      relationTo: 'media',
      admin: { description: 'The organization chart as an image; its alt text should say it is a chart.' },
    },
    { name: 'units', type: 'array', maxRows: 20, fields: unitFields(0) },
    seoFields,
  ],
}

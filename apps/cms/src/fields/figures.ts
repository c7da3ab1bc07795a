import type { ArrayField } from 'payload'

/** Key facts / figures: a number (formatted per language on the site), its unit and a label. */
export const figuresField = (name: string, maxRows = 8): ArrayField => ({
  name,
  type: 'array',
  maxRows,
  fields: [
    { name: 'value', type: 'number', required: true, admin: { description: 'Formatted per language on the site.' } },
    { name: 'suffix', type: 'text', localized: true, maxLength: 20, admin: { description: 'e.g. km, %' } },
    { name: 'label', type: 'text', localized: true, required: true, maxLength: 80 },
  ],
})

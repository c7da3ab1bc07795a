import type { ArrayField } from 'payload'
import type { Bilingual } from '../i18n/language'
import { labels } from '../i18n/labels'

/** Key facts / figures: a number (formatted per language on the site), its unit and a label. */
export const figuresField = (name: string, label: Bilingual, maxRows = 8): ArrayField => ({
  name,
  label,
  labels: { singular: { id: 'Angka', en: 'Figure' }, plural: label },
  type: 'array',
  maxRows,
  fields: [
    {
      name: 'value',
      label: labels.value,
      type: 'number',
      required: true,
      admin: { description: { id: 'Diformat per bahasa di situs.', en: 'Formatted per language on the site.' } },
    },
    {
      name: 'suffix',
      label: labels.suffix,
      type: 'text',
      localized: true,
      maxLength: 20,
      admin: { description: { id: 'mis. km, %', en: 'e.g. km, %' } },
    },
    { name: 'label', label: labels.label, type: 'text', localized: true, required: true, maxLength: 80 },
  ],
})

import type { CheckboxField, FieldAccess, SanitizedCollectionConfig } from 'payload'

export const ENGLISH_MISSING = 'englishMissing'

/** Nobody writes it through the API or the admin: only its hook and the start's backfill, past the access rules. */
const nobodyWrites: FieldAccess = () => false

/**
 * Whether the published item answers some field in Indonesian when English is asked for: the Content
 * API's `untranslated` report is not empty (api/untranslated.ts). Kept on the item when it is
 * published (recordEnglishMissing.ts), so the dashboard counts such items with one count query at any
 * size; empty until it is first worked out (englishBackfill.ts does it at start). Nobody sets it.
 */
export const englishMissingField: CheckboxField = {
  name: ENGLISH_MISSING,
  label: { id: 'Bahasa Inggris belum lengkap', en: 'English incomplete' },
  type: 'checkbox',
  index: true,
  access: { create: nobodyWrites, update: nobodyWrites },
  admin: {
    readOnly: true,
    position: 'sidebar',
    description: {
      id: 'Versi terbit menampilkan sebagian isi dalam bahasa Indonesia di situs berbahasa Inggris.',
      en: 'The published version shows some of its content in Indonesian on the English site.',
    },
  },
}

/** Whether a collection keeps it (translation/plugin.ts: those whose Content API answers report it). */
export const keepsEnglishMissing = (config: SanitizedCollectionConfig) =>
  config.flattenedFields.some((field) => field.name === ENGLISH_MISSING)

import { sitePath } from '@jtt/content-api/routes'
import type { GroupField } from 'payload'
import type { Bilingual } from '../i18n/language'
import { labels } from '../i18n/labels'
import { optional, validateLinkTarget } from '../lib/validateUrl'

/** A call-to-action: a localized label and a path per language. Leave the label empty for no link. */
export const localizedLink = (name: string, label: Bilingual): GroupField => ({
  name,
  label,
  type: 'group',
  fields: [
    { name: 'label', label: labels.label, type: 'text', localized: true, maxLength: 80 },
    {
      name: 'url',
      label: labels.url,
      type: 'text',
      validate: optional(validateLinkTarget),
      admin: {
        description: {
          id: `Path bahasa Indonesia, mis. ${sitePath('contact', 'id')}`,
          en: `Indonesian path, e.g. ${sitePath('contact', 'id')}`,
        },
      },
    },
    {
      name: 'enUrl',
      label: labels.enUrl,
      type: 'text',
      validate: optional(validateLinkTarget),
      admin: {
        description: {
          id: `Path bahasa Inggris, mis. ${sitePath('contact', 'en')}`,
          en: `English path, e.g. ${sitePath('contact', 'en')}`,
        },
      },
    },
  ],
})

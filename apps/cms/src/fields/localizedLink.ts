import { sitePath } from '@jtt/content-api/routes'
import type { GroupField } from 'payload'
import { optional, validateLinkTarget } from '../lib/validateUrl'

/** A call-to-action: a localized label and a path per language. Leave the label empty for no link. */
export const localizedLink = (name: string, label: string): GroupField => ({
  name,
  label,
  type: 'group',
  fields: [
    { name: 'label', type: 'text', localized: true, maxLength: 80 },
    {
      name: 'url',
      type: 'text',
      validate: optional(validateLinkTarget),
      admin: { description: `Indonesian path, e.g. ${sitePath('contact', 'id')}` },
    },
    {
      name: 'enUrl',
      type: 'text',
      validate: optional(validateLinkTarget),
      admin: { description: `English path, e.g. ${sitePath('contact', 'en')}` },
    },
  ],
})

import type { Field, GlobalConfig } from 'payload'
import { anyone } from '../../access/anyone'
import { requireScope } from '../../access/requireScope'
import { validateLinkTarget } from '../../lib/validateUrl'

/** Fields of one menu entry (spec §3): the title is localized, so the API can answer it as an id/en pair. */
const itemFields: Field[] = [
  { name: 'title', type: 'text', localized: true, required: true, maxLength: 120 },
  {
    name: 'url',
    type: 'text',
    required: true,
    validate: validateLinkTarget,
    admin: { description: 'Indonesian path.' },
  },
  {
    name: 'enUrl',
    type: 'text',
    required: true,
    validate: validateLinkTarget,
    admin: { description: 'English path.' },
  },
  {
    name: 'isActive',
    type: 'checkbox',
    defaultValue: true,
    admin: { description: 'Inactive items stay in the data but are hidden on the site.' },
  },
]

/** The main menu: groups (About Us, Services, …) with their items. */
export const Navigation: GlobalConfig = {
  slug: 'navigation',
  access: { read: anyone, update: requireScope('content:write') },
  fields: [
    {
      name: 'items',
      type: 'array',
      maxRows: 12,
      admin: { initCollapsed: true },
      fields: [...itemFields, { name: 'children', type: 'array', maxRows: 30, fields: itemFields }],
    },
  ],
}

import type { Field, GlobalConfig } from 'payload'
import { anyone } from '../../access/anyone'
import { requireScope } from '../../access/requireScope'
import { labels } from '../../i18n/labels'
import { validateLinkTarget } from '../../lib/validateUrl'

/** Fields of one menu entry (spec §3): the title is localized, so the API can answer it as an id/en pair. */
const itemFields: Field[] = [
  { name: 'title', label: labels.title, type: 'text', localized: true, required: true, maxLength: 120 },
  {
    name: 'url',
    label: labels.url,
    type: 'text',
    required: true,
    validate: validateLinkTarget,
  },
  {
    name: 'enUrl',
    label: labels.enUrl,
    type: 'text',
    required: true,
    validate: validateLinkTarget,
  },
  {
    name: 'isActive',
    label: { id: 'Aktif', en: 'Active' },
    type: 'checkbox',
    defaultValue: true,
    admin: {
      description: {
        id: 'Item nonaktif tetap tersimpan tetapi tidak tampil di situs.',
        en: 'Inactive items stay in the data but are hidden on the site.',
      },
    },
  },
]

/** The main menu: groups (About Us, Services, …) with their items. */
export const Navigation: GlobalConfig = {
  slug: 'navigation',
  label: { id: 'Navigasi', en: 'Navigation' },
  access: { read: anyone, update: requireScope('content:write') },
  fields: [
    {
      name: 'items',
      label: { id: 'Grup menu', en: 'Menu groups' },
      labels: { singular: { id: 'Grup menu', en: 'Menu group' }, plural: { id: 'Grup menu', en: 'Menu groups' } },
      type: 'array',
      maxRows: 12,
      admin: { initCollapsed: true },
      fields: [
        ...itemFields,
        {
          name: 'children',
          label: { id: 'Item menu', en: 'Menu items' },
          labels: { singular: { id: 'Item menu', en: 'Menu item' }, plural: { id: 'Item menu', en: 'Menu items' } },
          type: 'array',
          maxRows: 30,
          fields: itemFields,
        },
      ],
    },
  ],
}

import type { CollectionConfig } from 'payload'
import { anyone } from '../../access/anyone'
import { requireScope } from '../../access/requireScope'
import { labels } from '../../i18n/labels'
import { validateSlug } from '../../lib/validateSlug'

/** Key/value site settings (spec §3), e.g. the social profile URLs; values may differ per language. */
export const Settings: CollectionConfig = {
  slug: 'settings',
  labels: { singular: { id: 'Pengaturan', en: 'Setting' }, plural: { id: 'Pengaturan', en: 'Settings' } },
  access: {
    read: anyone,
    create: requireScope('content:write'),
    update: requireScope('content:write'),
    delete: requireScope('content:write'),
  },
  admin: { useAsTitle: 'key', defaultColumns: ['key', 'value'] },
  fields: [
    {
      name: 'key',
      label: { id: 'Kunci', en: 'Key' },
      type: 'text',
      required: true,
      unique: true,
      index: true,
      validate: validateSlug,
    },
    // Optional: a new database gets the settings empty, for editors to fill in (npm run bootstrap).
    { name: 'value', label: labels.value, type: 'text', localized: true, maxLength: 2000 },
  ],
}

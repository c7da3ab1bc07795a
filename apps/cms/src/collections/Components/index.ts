import type { CollectionConfig } from 'payload'
import { anyone } from '../../access/anyone'
import { requireScope } from '../../access/requireScope'
import { labels } from '../../i18n/labels'
import { validateSlug } from '../../lib/validateSlug'

/** Small named texts placed by the site (spec §3 footer items); icon items hold an icon class name. */
export const Components: CollectionConfig = {
  slug: 'components',
  labels: { singular: { id: 'Komponen', en: 'Component' }, plural: { id: 'Komponen', en: 'Components' } },
  access: {
    read: anyone,
    create: requireScope('content:write'),
    update: requireScope('content:write'),
    delete: requireScope('content:write'),
  },
  admin: { useAsTitle: 'slug', defaultColumns: ['slug', 'title'] },
  fields: [
    {
      name: 'slug',
      label: labels.slug,
      type: 'text',
      required: true,
      unique: true,
      index: true,
      validate: validateSlug,
    },
    // Optional: a new database gets the footer's items empty, for editors to fill in (npm run bootstrap).
    { name: 'title', label: labels.title, type: 'textarea', localized: true, maxLength: 2000 },
  ],
}

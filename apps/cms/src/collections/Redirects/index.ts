import type { CollectionConfig } from 'payload'
import { anyone } from '../../access/anyone'
import { requireScope } from '../../access/requireScope'
import { validateSitePath } from '../../lib/validateUrl'
import { validateNoLoop } from './validateNoLoop'

/** Spec §3/§4: when the full path equals `old_url`, the site answers 301 to `new_url`. */
export const Redirects: CollectionConfig = {
  slug: 'redirects',
  labels: { singular: { id: 'Pengalihan', en: 'Redirect' }, plural: { id: 'Pengalihan', en: 'Redirects' } },
  access: {
    read: anyone,
    create: requireScope('content:write'),
    update: requireScope('content:write'),
    delete: requireScope('content:write'),
  },
  admin: { useAsTitle: 'old_url', defaultColumns: ['old_url', 'new_url'] },
  fields: [
    {
      name: 'old_url',
      label: { id: 'Path lama', en: 'Old path' },
      type: 'text',
      required: true,
      unique: true,
      index: true,
      validate: validateSitePath,
    },
    {
      name: 'new_url',
      label: { id: 'Tujuan baru', en: 'New target' },
      type: 'text',
      required: true,
      validate: validateNoLoop,
    },
  ],
}

import type { CollectionConfig } from 'payload'
import { editorialAccess } from '../../access/editorial'
import { seoFields } from '../../fields/seo'
import { labels } from '../../i18n/labels'
import { validateSlug } from '../../lib/validateSlug'
import { tollRoadTabs } from './tabs'

/**
 * A toll-road section the company operates: its route as KM-marked points (drawn as the network map,
 * and what 'your location' measures along), its gates and its tariff table (open or closed system).
 */
export const TollRoads: CollectionConfig = {
  slug: 'toll-roads',
  labels: {
    singular: { id: 'Ruas tol', en: 'Toll-road section' },
    plural: { id: 'Ruas tol', en: 'Toll-road sections' },
  },
  access: editorialAccess,
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'lengthKm', 'tariffSystem', '_status'] },
  defaultSort: 'slug',
  versions: { drafts: true, maxPerDoc: 30 },
  fields: [
    { name: 'name', label: labels.name, type: 'text', localized: true, required: true, maxLength: 120 },
    {
      name: 'slug',
      label: labels.slug,
      type: 'text',
      required: true,
      unique: true,
      index: true,
      validate: validateSlug,
      admin: {
        position: 'sidebar',
        description: {
          id: 'Nama ruas dalam filter dan id gerbang, mis. semarang-solo.',
          en: 'Names the section in filters and gate ids, e.g. semarang-solo.',
        },
      },
    },
    { type: 'tabs', tabs: tollRoadTabs },
    seoFields,
  ],
}

import type { CollectionConfig, Field } from 'payload'
import { REST_AREA_FACILITIES, REST_AREA_STATUSES, REST_AREA_TYPES, ROAD_SIDES } from '@jtt/content-api'
import { anyone } from '../../access/anyone'
import { canSetStatusField, canUpdateRestArea } from '../../access/canSetRestAreaStatus'
import { fieldRequiresScope, requireScope } from '../../access/requireScope'
import { seoFields } from '../../fields/seo'
import { clearStaleStatusNotes } from './hooks/clearStaleStatusNotes'
import { stampStatusChange } from './hooks/stampStatusChange'

const editorsOnly = fieldRequiresScope('content:write')

/** Every field but the status ones is written by content editors only (operators see them read-only). */
function forEditors(fields: Field[]): Field[] {
  return fields.map((field) => {
    if (field.type === 'row' || field.type === 'collapsible') return { ...field, fields: forEditors(field.fields) }
    if ('name' in field && field.type !== 'ui')
      return { ...field, access: { ...field.access, update: editorsOnly } } as Field
    return field
  })
}

/**
 * A rest area along a section. No drafts, on purpose: an operator's status change must be public the
 * moment it is saved, and Payload publishes the latest version of a document with drafts, which could
 * carry an editor's unfinished draft with it. Editors' changes are live on save, as for media.
 */
export const RestAreas: CollectionConfig = {
  slug: 'rest-areas',
  labels: { singular: 'Rest area', plural: 'Rest areas' },
  access: {
    read: anyone,
    create: requireScope('content:write'),
    update: canUpdateRestArea,
    delete: requireScope('content:publish'),
  },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'road', 'km', 'side', 'type', 'status', 'statusChangedAt'],
    description: 'Operators: use “Rest-area status” in the menu for a quick status change on the phone.',
  },
  defaultSort: 'km',
  hooks: { beforeChange: [stampStatusChange], afterChange: [clearStaleStatusNotes] },
  fields: [
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'open',
      options: REST_AREA_STATUSES.map((value) => ({ label: value, value })),
      access: { update: canSetStatusField },
      admin: { position: 'sidebar' },
    },
    {
      name: 'statusNote',
      type: 'text',
      localized: true,
      maxLength: 200,
      access: { update: canSetStatusField },
      admin: { position: 'sidebar', description: 'Optional, e.g. “Penuh, lanjut ke KM 72”.' },
    },
    {
      name: 'statusChangedAt',
      type: 'date',
      admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    ...forEditors([
      { name: 'name', type: 'text', localized: true, required: true, maxLength: 120 },
      {
        type: 'row',
        fields: [
          { name: 'road', type: 'relationship', relationTo: 'toll-roads', required: true, index: true },
          { name: 'km', label: 'KM', type: 'number', required: true, min: 0, max: 2000, admin: { step: 0.1 } },
          {
            name: 'side',
            type: 'select',
            required: true,
            options: ROAD_SIDES.map((value) => ({ label: value, value })),
            admin: { description: 'A: increasing KM; B: back.' },
          },
          { name: 'towards', type: 'text', required: true, maxLength: 80, admin: { description: 'City it leads to.' } },
        ],
      },
      {
        type: 'row',
        fields: [
          {
            name: 'type',
            type: 'select',
            required: true,
            options: REST_AREA_TYPES.map((value) => ({ label: `Type ${value}`, value })),
          },
          { name: 'lat', type: 'number', required: true, min: -90, max: 90, admin: { step: 0.000001 } },
          { name: 'lng', type: 'number', required: true, min: -180, max: 180, admin: { step: 0.000001 } },
        ],
      },
      { name: 'description', type: 'textarea', localized: true, maxLength: 3000 },
      {
        name: 'facilities',
        type: 'select',
        hasMany: true,
        options: REST_AREA_FACILITIES.map((value) => ({ label: value, value })),
      },
      {
        type: 'row',
        fields: [
          { name: 'capacityCars', label: 'Capacity: cars', type: 'number', min: 0, max: 10_000 },
          { name: 'capacityBusesTrucks', label: 'Capacity: buses and trucks', type: 'number', min: 0, max: 10_000 },
          { name: 'openingHours', type: 'text', localized: true, maxLength: 80 },
        ],
      },
      { name: 'album', type: 'upload', relationTo: 'media', hasMany: true, maxRows: 24 },
      seoFields,
    ]),
  ],
}

import type { CollectionConfig, Field } from 'payload'
import { REST_AREA_FACILITIES, REST_AREA_STATUSES, REST_AREA_TYPES, ROAD_SIDES } from '@jtt/content-api'
import { anyone } from '../../access/anyone'
import { canSetStatusField, canUpdateRestArea } from '../../access/canSetRestAreaStatus'
import { fieldRequiresScope, requireScope } from '../../access/requireScope'
import { seoFields } from '../../fields/seo'
import { labels } from '../../i18n/labels'
import { facilityLabels, optionsOf, restAreaStatusLabels, restAreaTypeLabels, roadSideLabels } from '../../i18n/options'
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
  labels: { singular: { id: 'Rest area', en: 'Rest area' }, plural: { id: 'Rest area', en: 'Rest areas' } },
  access: {
    read: anyone,
    create: requireScope('content:write'),
    update: canUpdateRestArea,
    delete: requireScope('content:publish'),
  },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'road', 'km', 'side', 'type', 'status', 'statusChangedAt'],
    description: {
      id: 'Operator: gunakan “Status rest area” di menu untuk mengubah status dengan cepat dari ponsel.',
      en: 'Operators: use “Rest-area status” in the menu for a quick status change on the phone.',
    },
  },
  defaultSort: 'km',
  hooks: { beforeChange: [stampStatusChange], afterChange: [clearStaleStatusNotes] },
  fields: [
    {
      name: 'status',
      label: labels.status,
      type: 'select',
      required: true,
      defaultValue: 'open',
      options: optionsOf(REST_AREA_STATUSES, restAreaStatusLabels),
      access: { update: canSetStatusField },
      admin: { position: 'sidebar' },
    },
    {
      name: 'statusNote',
      label: { id: 'Catatan status', en: 'Status note' },
      type: 'text',
      localized: true,
      maxLength: 200,
      access: { update: canSetStatusField },
      admin: {
        position: 'sidebar',
        description: { id: 'Opsional, mis. “Penuh, lanjut ke KM 72”.', en: 'Optional, e.g. “Full, go on to KM 72”.' },
      },
    },
    {
      name: 'statusChangedAt',
      label: { id: 'Status diubah', en: 'Status changed' },
      type: 'date',
      admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    ...forEditors([
      { name: 'name', label: labels.name, type: 'text', localized: true, required: true, maxLength: 120 },
      {
        type: 'row',
        fields: [
          {
            name: 'road',
            label: { id: 'Ruas tol', en: 'Toll-road section' },
            type: 'relationship',
            relationTo: 'toll-roads',
            required: true,
            index: true,
          },
          { name: 'km', label: labels.km, type: 'number', required: true, min: 0, max: 2000, admin: { step: 0.1 } },
          {
            name: 'side',
            label: { id: 'Jalur', en: 'Side' },
            type: 'select',
            required: true,
            options: optionsOf(ROAD_SIDES, roadSideLabels),
          },
          {
            name: 'towards',
            label: { id: 'Arah', en: 'Towards' },
            type: 'text',
            required: true,
            maxLength: 80,
            admin: { description: { id: 'Kota tujuan jalur.', en: 'City it leads to.' } },
          },
        ],
      },
      {
        type: 'row',
        fields: [
          {
            name: 'type',
            label: { id: 'Tipe', en: 'Type' },
            type: 'select',
            required: true,
            options: optionsOf(REST_AREA_TYPES, restAreaTypeLabels),
          },
          {
            name: 'lat',
            label: labels.lat,
            type: 'number',
            required: true,
            min: -90,
            max: 90,
            admin: { step: 0.000001 },
          },
          {
            name: 'lng',
            label: labels.lng,
            type: 'number',
            required: true,
            min: -180,
            max: 180,
            admin: { step: 0.000001 },
          },
        ],
      },
      { name: 'description', label: labels.description, type: 'textarea', localized: true, maxLength: 3000 },
      {
        name: 'facilities',
        label: { id: 'Fasilitas', en: 'Facilities' },
        type: 'select',
        hasMany: true,
        options: optionsOf(REST_AREA_FACILITIES, facilityLabels),
      },
      {
        type: 'row',
        fields: [
          {
            name: 'capacityCars',
            label: { id: 'Kapasitas: mobil', en: 'Capacity: cars' },
            type: 'number',
            min: 0,
            max: 10_000,
          },
          {
            name: 'capacityBusesTrucks',
            label: { id: 'Kapasitas: bus dan truk', en: 'Capacity: buses and trucks' },
            type: 'number',
            min: 0,
            max: 10_000,
          },
          {
            name: 'openingHours',
            label: { id: 'Jam buka', en: 'Opening hours' },
            type: 'text',
            localized: true,
            maxLength: 80,
          },
        ],
      },
      {
        name: 'album',
        label: { id: 'Album foto', en: 'Photo album' },
        type: 'upload',
        relationTo: 'media',
        hasMany: true,
        maxRows: 24,
      },
      seoFields,
    ]),
  ],
}

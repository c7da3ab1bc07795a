import type { CollectionConfig, Field } from 'payload'
import { GATE_KINDS, TARIFF_SYSTEMS, VEHICLE_CLASSES } from '@jtt/content-api'
import { editorialAccess } from '../../access/editorial'
import { seoFields } from '../../fields/seo'
import { validateSlug } from '../../lib/validateSlug'
import { validateGates, validateGeometry, validateTariffRows } from '../../tollRoads/validate'

const ROMAN = ['I', 'II', 'III', 'IV', 'V'] as const

/** One number field per vehicle class, side by side, so a tariff row reads like a line of the printed table. */
const classColumns: Field[] = VEHICLE_CLASSES.map((c, i) => ({
  name: `class${c}`,
  label: `Gol. ${ROMAN[i]}`,
  type: 'number',
  required: true,
  min: 0,
  max: 10_000_000,
  admin: { width: '20%' },
}))

const degrees = (name: 'lat' | 'lng'): Field => ({
  name,
  type: 'number',
  required: true,
  min: name === 'lat' ? -90 : -180,
  max: name === 'lat' ? 90 : 180,
  admin: { width: '33%', step: 0.000001 },
})

/**
 * A toll-road section the company operates: its route as KM-marked points (drawn as the network map,
 * and what 'your location' measures along), its gates and its tariff table (open or closed system).
 */
export const TollRoads: CollectionConfig = {
  slug: 'toll-roads',
  labels: { singular: 'Toll-road section', plural: 'Toll-road sections' },
  access: editorialAccess,
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'lengthKm', 'tariffSystem', '_status'] },
  defaultSort: 'slug',
  versions: { drafts: true, maxPerDoc: 30 },
  fields: [
    { name: 'name', type: 'text', localized: true, required: true, maxLength: 120 },
    {
      name: 'slug',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      validate: validateSlug,
      admin: { position: 'sidebar', description: 'Names the section in filters and gate ids, e.g. semarang-solo.' },
    },
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Section',
          fields: [
            { name: 'operator', type: 'text', required: true, maxLength: 160 },
            {
              type: 'row',
              fields: [
                { name: 'start', type: 'text', required: true, maxLength: 80, admin: { description: 'City at KM 0.' } },
                { name: 'end', type: 'text', required: true, maxLength: 80 },
                { name: 'lengthKm', label: 'Length (km)', type: 'number', required: true, min: 0, max: 2000 },
                { name: 'operatingSince', type: 'date', admin: { date: { pickerAppearance: 'dayOnly' } } },
              ],
            },
            { name: 'description', type: 'textarea', localized: true, maxLength: 3000 },
          ],
        },
        {
          label: 'Route',
          description: 'Points along the road in increasing KM; the site draws the network map from them.',
          fields: [
            {
              name: 'geometry',
              type: 'array',
              minRows: 2,
              maxRows: 500,
              validate: (value) => validateGeometry(value as never),
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'km', type: 'number', required: true, min: 0, admin: { width: '33%', step: 0.1 } },
                    degrees('lat'),
                    degrees('lng'),
                  ],
                },
              ],
            },
          ],
        },
        {
          label: 'Gates',
          fields: [
            {
              name: 'gates',
              type: 'array',
              maxRows: 100,
              validate: (value, { data }) => validateGates(value as never, data as never),
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'code', type: 'text', required: true, validate: validateSlug, admin: { width: '25%' } },
                    { name: 'name', type: 'text', required: true, localized: true, maxLength: 120 },
                    { name: 'km', type: 'number', required: true, min: 0, admin: { width: '15%', step: 0.1 } },
                    {
                      name: 'kind',
                      type: 'select',
                      required: true,
                      defaultValue: 'ramp',
                      options: GATE_KINDS.map((value) => ({ label: value, value })),
                      admin: { width: '20%' },
                    },
                  ],
                },
              ],
            },
          ],
        },
        {
          label: 'Tariff',
          description:
            'Open system: one row per entry gate with the flat tariff paid there. Closed system: one row per pair of gates (either direction).',
          fields: [
            {
              type: 'row',
              fields: [
                {
                  name: 'tariffSystem',
                  type: 'select',
                  required: true,
                  defaultValue: 'closed',
                  options: TARIFF_SYSTEMS.map((value) => ({ label: value, value })),
                },
                { name: 'tariffEffectiveDate', type: 'date', admin: { date: { pickerAppearance: 'dayOnly' } } },
              ],
            },
            {
              name: 'tariffs',
              type: 'array',
              maxRows: 2000,
              validate: (value, { data }) => validateTariffRows(value as never, data as never),
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'entry', type: 'text', required: true, admin: { width: '50%', description: 'Gate code' } },
                    {
                      name: 'exit',
                      type: 'text',
                      admin: { width: '50%', description: 'Gate code (closed system only)' },
                    },
                  ],
                },
                { type: 'row', fields: classColumns },
              ],
            },
          ],
        },
      ],
    },
    seoFields,
  ],
}

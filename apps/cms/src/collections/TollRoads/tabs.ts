import type { Field, Tab } from 'payload'
import { GATE_KINDS, TARIFF_SYSTEMS, VEHICLE_CLASSES } from '@jtt/content-api'
import { labels } from '../../i18n/labels'
import { languageOf } from '../../i18n/language'
import { gateKindLabels, optionsOf, tariffSystemLabels } from '../../i18n/options'
import { validateSlug } from '../../lib/validateSlug'
import { validateGates, validateGeometry, validateTariffRows } from '../../tollRoads/validate'

const ROMAN = ['I', 'II', 'III', 'IV', 'V'] as const

/** One number field per vehicle class, side by side, so a tariff row reads like a line of the printed table. */
const classColumns: Field[] = VEHICLE_CLASSES.map((c, i) => ({
  name: `class${c}`,
  label: { id: `Gol. ${ROMAN[i]}`, en: `Class ${ROMAN[i]}` },
  type: 'number',
  required: true,
  min: 0,
  max: 10_000_000,
  admin: { width: '20%' },
}))

const degrees = (name: 'lat' | 'lng'): Field => ({
  name,
  label: labels[name],
  type: 'number',
  required: true,
  min: name === 'lat' ? -90 : -180,
  max: name === 'lat' ? 90 : 180,
  admin: { width: '33%', step: 0.000001 },
})

/** The section, its route, its gates and its tariff table, one tab each. */
export const tollRoadTabs: Tab[] = [
  {
    label: { id: 'Ruas', en: 'Section' },
    fields: [
      { name: 'operator', label: { id: 'Operator', en: 'Operator' }, type: 'text', required: true, maxLength: 160 },
      {
        type: 'row',
        fields: [
          {
            name: 'start',
            label: { id: 'Awal', en: 'Start' },
            type: 'text',
            required: true,
            maxLength: 80,
            admin: { description: { id: 'Kota di KM 0.', en: 'City at KM 0.' } },
          },
          { name: 'end', label: { id: 'Akhir', en: 'End' }, type: 'text', required: true, maxLength: 80 },
          {
            name: 'lengthKm',
            label: { id: 'Panjang (km)', en: 'Length (km)' },
            type: 'number',
            required: true,
            min: 0,
            max: 2000,
          },
          {
            name: 'operatingSince',
            label: { id: 'Beroperasi sejak', en: 'Operating since' },
            type: 'date',
            admin: { date: { pickerAppearance: 'dayOnly' } },
          },
        ],
      },
      { name: 'description', label: labels.description, type: 'textarea', localized: true, maxLength: 3000 },
    ],
  },
  {
    label: { id: 'Rute', en: 'Route' },
    description: {
      id: 'Titik-titik sepanjang jalan dengan KM naik; situs menggambar peta jaringan dari titik ini.',
      en: 'Points along the road in increasing KM; the site draws the network map from them.',
    },
    fields: [
      {
        name: 'geometry',
        label: { id: 'Titik rute', en: 'Route points' },
        labels: { singular: { id: 'Titik', en: 'Point' }, plural: { id: 'Titik', en: 'Points' } },
        type: 'array',
        minRows: 2,
        maxRows: 500,
        validate: (value, { req }) => validateGeometry(value as never, languageOf(req)),
        fields: [
          {
            type: 'row',
            fields: [
              {
                name: 'km',
                label: labels.km,
                type: 'number',
                required: true,
                min: 0,
                admin: { width: '33%', step: 0.1 },
              },
              degrees('lat'),
              degrees('lng'),
            ],
          },
        ],
      },
    ],
  },
  {
    label: { id: 'Gerbang', en: 'Gates' },
    fields: [
      {
        name: 'gates',
        label: { id: 'Gerbang', en: 'Gates' },
        labels: { singular: { id: 'Gerbang', en: 'Gate' }, plural: { id: 'Gerbang', en: 'Gates' } },
        type: 'array',
        maxRows: 100,
        validate: (value, { data, req }) => validateGates(value as never, data as never, languageOf(req)),
        fields: [
          {
            type: 'row',
            fields: [
              {
                name: 'code',
                label: labels.code,
                type: 'text',
                required: true,
                validate: validateSlug,
                admin: { width: '25%' },
              },
              { name: 'name', label: labels.name, type: 'text', required: true, localized: true, maxLength: 120 },
              {
                name: 'km',
                label: labels.km,
                type: 'number',
                required: true,
                min: 0,
                admin: { width: '15%', step: 0.1 },
              },
              {
                name: 'kind',
                label: { id: 'Jenis', en: 'Kind' },
                type: 'select',
                required: true,
                defaultValue: 'ramp',
                options: optionsOf(GATE_KINDS, gateKindLabels),
                admin: { width: '20%' },
              },
            ],
          },
        ],
      },
    ],
  },
  {
    label: { id: 'Tarif', en: 'Tariff' },
    description: {
      id: 'Sistem terbuka: satu baris per gerbang masuk dengan tarif tetap yang dibayar di sana. Sistem tertutup: satu baris per pasangan gerbang (dua arah).',
      en: 'Open system: one row per entry gate with the flat tariff paid there. Closed system: one row per pair of gates (either direction).',
    },
    fields: [
      {
        type: 'row',
        fields: [
          {
            name: 'tariffSystem',
            label: { id: 'Sistem tarif', en: 'Tariff system' },
            type: 'select',
            required: true,
            defaultValue: 'closed',
            options: optionsOf(TARIFF_SYSTEMS, tariffSystemLabels),
          },
          {
            name: 'tariffEffectiveDate',
            label: { id: 'Tarif berlaku sejak', en: 'Tariff effective from' },
            type: 'date',
            admin: { date: { pickerAppearance: 'dayOnly' } },
          },
        ],
      },
      {
        name: 'tariffs',
        label: { id: 'Tarif', en: 'Tariffs' },
        labels: { singular: { id: 'Baris tarif', en: 'Tariff row' }, plural: { id: 'Baris tarif', en: 'Tariff rows' } },
        type: 'array',
        maxRows: 2000,
        validate: (value, { data, req }) => validateTariffRows(value as never, data as never, languageOf(req)),
        fields: [
          {
            type: 'row',
            fields: [
              {
                name: 'entry',
                label: { id: 'Masuk', en: 'Entry' },
                type: 'text',
                required: true,
                admin: { width: '50%', description: { id: 'Kode gerbang', en: 'Gate code' } },
              },
              {
                name: 'exit',
                label: { id: 'Keluar', en: 'Exit' },
                type: 'text',
                admin: {
                  width: '50%',
                  description: { id: 'Kode gerbang (hanya sistem tertutup)', en: 'Gate code (closed system only)' },
                },
              },
            ],
          },
          { type: 'row', fields: classColumns },
        ],
      },
    ],
  },
]

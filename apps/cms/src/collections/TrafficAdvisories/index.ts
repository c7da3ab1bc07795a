import { publishAtField } from '../../publishing/schedule/publishAtField'
import { dropScheduledPublishOnDelete } from '../../publishing/schedule/dropScheduledPublishOnDelete'
import { queueScheduledPublish } from '../../publishing/schedule/queueScheduledPublish'
import type { CollectionConfig, Field } from 'payload'
import {
  ROAD_SIDES,
  TRAFFIC_KINDS,
  TRAFFIC_SEVERITIES,
  TRAFFIC_SUB_KIND_LIST,
  TRAFFIC_SUB_KINDS,
} from '@jtt/content-api'
import { publishedOrPreview } from '../../access/publishedOrPreview'
import { fieldRequiresScope, requireScope } from '../../access/requireScope'
import { canCreateAdvisory, canEndAdvisory, canUpdateAdvisory } from '../../access/trafficAdvisories'
import { richTextField } from '../../fields/richText'
import { labels } from '../../i18n/labels'
import { optionsOf, roadSideLabels } from '../../i18n/options'
import { trafficKindLabels, trafficSeverityLabels, trafficSubKindLabels } from '../../i18n/trafficOptions'
import { inJakarta } from '../../fields/jakartaTime'
import { checkPlacement } from './hooks/checkPlacement'
import { dropBoundariesOnDelete } from './hooks/dropBoundariesOnDelete'
import { scheduleBoundaries } from './hooks/scheduleBoundaries'
import { titleIncident } from './hooks/titleIncident'
import { titleIncidentElsewhere } from './hooks/titleIncidentElsewhere'

const editorsOnly = fieldRequiresScope('content:write')

/** Once saved, every field but the end is changed by content editors only (operators end incidents). */
function editorsUpdate(field: Field): Field {
  if (field.type === 'row') return { ...field, fields: field.fields.map(editorsUpdate) }
  // As RestAreas' forEditors: one field type (a virtual join) forbids field access, none of ours is one.
  if ('name' in field && field.type !== 'ui')
    return { ...field, access: { ...field.access, update: editorsOnly } } as Field
  return field
}

const jakartaTime = { pickerAppearance: 'dayAndTime', displayFormat: 'd MMM yyyy HH:mm' } as const

/**
 * A traffic advisory on the toll road: road works, traffic engineering (one-way, contraflow…),
 * incidents, weather. Editors publish them with drafts (and may schedule the publication); an
 * advisory shows as upcoming before its start, current until its end, and past after it — the
 * Content API computes that when read, and each start and end invalidates the site's caches by
 * itself (scheduleBoundaries).
 */
export const TrafficAdvisories: CollectionConfig = {
  slug: 'traffic-advisories',
  labels: {
    singular: { id: 'Info lalu lintas', en: 'Traffic advisory' },
    plural: { id: 'Info lalu lintas', en: 'Traffic advisories' },
  },
  access: {
    read: publishedOrPreview,
    create: canCreateAdvisory,
    update: canUpdateAdvisory,
    delete: requireScope('content:publish'),
    readVersions: requireScope('content:preview'),
  },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'kind', 'severity', 'startsAt', 'endsAt', '_status'],
    listSearchableFields: ['title'],
  },
  defaultSort: '-startsAt',
  versions: { drafts: { schedulePublish: true }, maxPerDoc: 30 },
  hooks: {
    beforeValidate: [titleIncident],
    beforeChange: [checkPlacement],
    afterChange: [titleIncidentElsewhere, scheduleBoundaries, queueScheduledPublish],
    afterDelete: [dropBoundariesOnDelete, dropScheduledPublishOnDelete],
  },
  fields: [
    ...[
      { name: 'title', label: labels.title, type: 'text', localized: true, required: true, maxLength: 160 },
      {
        type: 'row',
        fields: [
          {
            name: 'kind',
            label: { id: 'Jenis', en: 'Kind' },
            type: 'select',
            required: true,
            index: true,
            options: optionsOf(TRAFFIC_KINDS, trafficKindLabels),
          },
          {
            name: 'subKind',
            label: { id: 'Rincian jenis', en: 'Sub-kind' },
            type: 'select',
            options: optionsOf(TRAFFIC_SUB_KIND_LIST, trafficSubKindLabels),
            admin: {
              condition: (_data: unknown, sibling: { kind?: keyof typeof TRAFFIC_SUB_KINDS }) =>
                Boolean(sibling.kind && TRAFFIC_SUB_KINDS[sibling.kind]?.length),
            },
          },
          {
            name: 'severity',
            label: { id: 'Tingkat', en: 'Severity' },
            type: 'select',
            required: true,
            defaultValue: 'caution',
            index: true,
            options: optionsOf(TRAFFIC_SEVERITIES, trafficSeverityLabels),
          },
        ],
      },
      {
        name: 'sections',
        label: { id: 'Ruas', en: 'Sections' },
        type: 'relationship',
        relationTo: 'toll-roads',
        hasMany: true,
        required: true,
        minRows: 1,
        maxRows: 12,
        index: true,
        admin: {
          description: {
            id: 'Penanda KM berlanjut antar-ruas Trans Jawa: pilih setiap ruas yang dilalui rentang KM.',
            en: 'KM markers run on across the Trans Java sections: choose each section the range spans.',
          },
        },
      },
      {
        type: 'row',
        fields: [
          {
            name: 'kmFrom',
            label: { id: 'Dari KM', en: 'KM from' },
            type: 'number',
            required: true,
            min: 0,
            max: 2000,
            admin: { step: 0.1 },
          },
          {
            name: 'kmTo',
            label: { id: 'Sampai KM', en: 'KM to' },
            type: 'number',
            required: true,
            min: 0,
            max: 2000,
            admin: { step: 0.1 },
          },
          {
            name: 'directions',
            label: { id: 'Jalur', en: 'Directions' },
            type: 'select',
            hasMany: true,
            required: true,
            options: optionsOf(ROAD_SIDES, roadSideLabels),
            admin: {
              description: {
                id: 'A: KM naik (ke arah ujung ruas); B: sebaliknya.',
                en: 'A: increasing KM (towards the section’s end); B: back.',
              },
            },
          },
          {
            name: 'lanesAffected',
            label: { id: 'Lajur terdampak', en: 'Lanes affected' },
            type: 'number',
            min: 0,
            max: 10,
            admin: { step: 1 },
          },
        ],
      },
      {
        name: 'startsAt',
        label: { id: 'Mulai', en: 'Starts at' },
        type: 'date',
        required: true,
        index: true,
        defaultValue: () => new Date().toISOString(),
        timezone: inJakarta({ id: 'Zona waktu mulai', en: 'Start time zone' }),
        admin: { position: 'sidebar', date: jakartaTime },
      },
    ].map((field) => editorsUpdate(field as Field)),
    publishAtField,
    {
      name: 'endsAt',
      label: { id: 'Berakhir', en: 'Ends at' },
      type: 'date',
      index: true,
      access: { update: canEndAdvisory },
      timezone: inJakarta({ id: 'Zona waktu berakhir', en: 'End time zone' }),
      admin: {
        position: 'sidebar',
        date: jakartaTime,
        description: { id: 'Kosong: sampai pemberitahuan lebih lanjut.', en: 'Empty: until further notice.' },
      },
    },
    ...[
      richTextField('advice', { id: 'Imbauan', en: 'Advice' }),
      richTextField('detour', { id: 'Jalur alternatif', en: 'Detour' }),
      { name: 'image', label: labels.image, type: 'upload', relationTo: 'media' },
      {
        name: 'pressRelease',
        label: { id: 'Siaran pers terkait', en: 'Related press release' },
        type: 'relationship',
        relationTo: 'press-releases',
      },
    ].map((field) => editorsUpdate(field as Field)),
  ],
}

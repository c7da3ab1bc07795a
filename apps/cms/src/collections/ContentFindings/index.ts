import type { CollectionConfig } from 'payload'
import { nobody } from '../../access/submissions'
import { requireScope } from '../../access/requireScope'
import { FINDING_KINDS, findingKindLabels } from '../../i18n/healthOptions'
import { optionsOf } from '../../i18n/options'

/**
 * What the content health checks found (src/health/): one row per problem, with the item, the field and
 * what is wrong. Written only by the check's job, which replaces the rows on each run (a problem fixed
 * disappears at the next run); staff read them, nobody edits them.
 */
export const ContentFindings: CollectionConfig = {
  slug: 'content-findings',
  labels: {
    singular: { id: 'Temuan pemeriksaan konten', en: 'Content check finding' },
    plural: { id: 'Temuan pemeriksaan konten', en: 'Content check findings' },
  },
  access: { read: requireScope('content:read'), create: nobody, update: nobody, delete: nobody },
  admin: {
    useAsTitle: 'itemTitle',
    defaultColumns: ['kind', 'itemTitle', 'field', 'target', 'createdAt'],
    description: {
      id: 'Diperbarui otomatis setelah setiap penerbitan dan setiap malam.',
      en: 'Updated by themselves after each publish and every night.',
    },
  },
  defaultSort: '-createdAt',
  fields: [
    // The finding's identity across runs (kind, item, field, target): kept while the problem is there.
    {
      name: 'key',
      label: { id: 'Kunci', en: 'Key' },
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { hidden: true },
    },
    {
      name: 'kind',
      label: { id: 'Masalah', en: 'Problem' },
      type: 'select',
      required: true,
      index: true,
      options: optionsOf(FINDING_KINDS, findingKindLabels),
    },
    {
      name: 'source',
      label: { id: 'Koleksi atau global', en: 'Collection or global' },
      type: 'text',
      required: true,
    },
    { name: 'isGlobal', label: { id: 'Global', en: 'Global' }, type: 'checkbox', defaultValue: false },
    { name: 'itemId', label: { id: 'ID item', en: 'Item ID' }, type: 'text' },
    { name: 'itemTitle', label: { id: 'Item', en: 'Item' }, type: 'text', required: true },
    { name: 'field', label: { id: 'Kolom', en: 'Field' }, type: 'text' },
    { name: 'target', label: { id: 'Tujuan atau rincian', en: 'Target or detail' }, type: 'text' },
  ],
}

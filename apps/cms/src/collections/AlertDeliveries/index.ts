import type { CollectionConfig } from 'payload'
import { ALERT_TOPICS } from '@jtt/content-api'
import { canDeleteSubmissions, canReadSubmissions, nobody } from '../../access/submissions'
import { groups, labels } from '../../i18n/labels'
import type { Bilingual } from '../../i18n/language'
import { alertTopicLabels, optionsOf } from '../../i18n/options'
import { auditPolicy } from '../../audit/policy'

const DELIVERY_STATUSES = ['queued', 'sent', 'withdrawn'] as const

const STATUS_LABELS: Record<(typeof DELIVERY_STATUSES)[number], Bilingual> = {
  queued: { id: 'Dalam antrean', en: 'Queued' },
  sent: { id: 'Terkirim', en: 'Sent' },
  withdrawn: { id: 'Dibatalkan', en: 'Withdrawn' },
}

/**
 * One row per subscriber and announced item: the unique `key` (`subscriber:collection:item`) is what
 * makes each subscriber receive an item at most once, however often it is published again.
 * `withdrawn`: not sent because the subscriber left or dropped the topic before it went out.
 */
export const AlertDeliveries: CollectionConfig = {
  slug: 'alert-deliveries',
  labels: {
    singular: { id: 'Pengiriman notifikasi', en: 'Alert delivery' },
    plural: { id: 'Pengiriman notifikasi', en: 'Alert deliveries' },
  },
  access: { read: canReadSubmissions, create: nobody, update: nobody, delete: canDeleteSubmissions },
  admin: {
    group: groups.formsAndAlerts,
    useAsTitle: 'key',
    defaultColumns: ['createdAt', 'subscriber', 'topic', 'itemCollection', 'item', 'status'],
  },
  defaultSort: '-createdAt',
  // A log of its own (one row per email the job queue sends): the audit trail records only what users do to it.
  custom: auditPolicy({ userWritesOnly: true }),
  fields: [
    { name: 'key', label: { id: 'Kunci', en: 'Key' }, type: 'text', required: true, unique: true, index: true },
    // Emptied when an administrator deletes the subscriber (a removal request); the row then only counts.
    {
      name: 'subscriber',
      label: { id: 'Pelanggan', en: 'Subscriber' },
      type: 'relationship',
      relationTo: 'alert-subscribers',
      index: true,
    },
    {
      name: 'topic',
      label: { id: 'Topik', en: 'Topic' },
      type: 'select',
      required: true,
      options: optionsOf(ALERT_TOPICS, alertTopicLabels),
    },
    { name: 'itemCollection', label: { id: 'Koleksi', en: 'Collection' }, type: 'text', required: true },
    { name: 'item', label: { id: 'Item', en: 'Item' }, type: 'text', required: true, index: true },
    {
      name: 'status',
      label: labels.status,
      type: 'select',
      required: true,
      defaultValue: 'queued',
      options: optionsOf(DELIVERY_STATUSES, STATUS_LABELS),
    },
    { name: 'sentAt', label: labels.sentAt, type: 'date' },
  ],
}

import type { CollectionConfig } from 'payload'
import { ALERT_TOPICS } from '@jtt/content-api'
import { canDeleteSubmissions, canReadSubmissions, nobody } from '../../access/submissions'

const DELIVERY_STATUSES = ['queued', 'sent', 'withdrawn'] as const

/**
 * One row per subscriber and announced item: the unique `key` (`subscriber:collection:item`) is what
 * makes each subscriber receive an item at most once, however often it is published again.
 * `withdrawn`: not sent because the subscriber left or dropped the topic before it went out.
 */
export const AlertDeliveries: CollectionConfig = {
  slug: 'alert-deliveries',
  labels: { singular: 'Alert delivery', plural: 'Alert deliveries' },
  access: { read: canReadSubmissions, create: nobody, update: nobody, delete: canDeleteSubmissions },
  admin: {
    group: 'Forms and alerts',
    useAsTitle: 'key',
    defaultColumns: ['createdAt', 'subscriber', 'topic', 'itemCollection', 'item', 'status'],
  },
  defaultSort: '-createdAt',
  fields: [
    { name: 'key', type: 'text', required: true, unique: true, index: true },
    // Emptied when an administrator deletes the subscriber (a removal request); the row then only counts.
    { name: 'subscriber', type: 'relationship', relationTo: 'alert-subscribers', index: true },
    { name: 'topic', type: 'select', required: true, options: ALERT_TOPICS.map((value) => ({ label: value, value })) },
    { name: 'itemCollection', type: 'text', required: true },
    { name: 'item', type: 'text', required: true, index: true },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'queued',
      options: DELIVERY_STATUSES.map((value) => ({ label: value, value })),
    },
    { name: 'sentAt', type: 'date' },
  ],
}

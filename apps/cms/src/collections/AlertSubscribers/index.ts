import type { CollectionConfig } from 'payload'
import { ALERT_TOPICS, LOCALES } from '@jtt/content-api'
import { canDeleteSubmissions, canReadSubmissions, nobody, readOnlyField } from '../../access/submissions'

const SUBSCRIBER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const

/**
 * Email-alert subscribers (double opt-in): `pending` until the signed link in the confirmation email
 * is used, then `confirmed` (receives alerts of its topics, in its language) until `unsubscribed`.
 * Records are kept after unsubscribing as proof of the request; an administrator deletes them.
 */
export const AlertSubscribers: CollectionConfig = {
  slug: 'alert-subscribers',
  labels: { singular: 'Alert subscriber', plural: 'Alert subscribers' },
  access: {
    read: canReadSubmissions,
    create: nobody,
    update: nobody,
    delete: canDeleteSubmissions,
  },
  admin: {
    group: 'Forms and alerts',
    useAsTitle: 'email',
    defaultColumns: ['email', 'status', 'topics', 'locale', 'confirmedAt'],
  },
  defaultSort: '-createdAt',
  fields: [
    { name: 'email', type: 'email', required: true, unique: true, index: true, access: readOnlyField },
    {
      name: 'status',
      type: 'select',
      required: true,
      index: true,
      options: SUBSCRIBER_STATUSES.map((value) => ({ label: value, value })),
      access: readOnlyField,
    },
    {
      name: 'topics',
      type: 'select',
      hasMany: true,
      options: ALERT_TOPICS.map((value) => ({ label: value, value })),
      access: readOnlyField,
    },
    {
      name: 'sections',
      type: 'text',
      hasMany: true,
      maxRows: 40,
      access: readOnlyField,
      admin: { description: 'Sections (slugs) whose traffic advisories are sent; empty: every section.' },
    },
    {
      name: 'locale',
      type: 'select',
      required: true,
      options: LOCALES.map((value) => ({ label: value, value })),
      access: readOnlyField,
    },
    { name: 'requestedAt', type: 'date', access: readOnlyField },
    { name: 'confirmedAt', type: 'date', access: readOnlyField },
    { name: 'confirmedIp', type: 'text', access: readOnlyField, admin: { description: 'Proof of consent.' } },
    { name: 'unsubscribedAt', type: 'date', access: readOnlyField },
    {
      // Part of every link sent to this subscriber; a new one on re-subscribing voids the old links.
      name: 'linkKey',
      type: 'text',
      required: true,
      hidden: true,
    },
  ],
}

import type { CollectionConfig } from 'payload'
import { ALERT_TOPICS, LOCALES } from '@jtt/content-api'
import { canDeleteSubmissions, canReadSubmissions, nobody, readOnlyField } from '../../access/submissions'
import { groups, labels } from '../../i18n/labels'
import type { Bilingual } from '../../i18n/language'
import { alertTopicLabels, localeLabels, optionsOf } from '../../i18n/options'
import { auditPolicy } from '../../audit/policy'

const SUBSCRIBER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const

const STATUS_LABELS: Record<(typeof SUBSCRIBER_STATUSES)[number], Bilingual> = {
  pending: { id: 'Menunggu konfirmasi', en: 'Pending' },
  confirmed: { id: 'Terkonfirmasi', en: 'Confirmed' },
  unsubscribed: { id: 'Berhenti berlangganan', en: 'Unsubscribed' },
}

/**
 * Email-alert subscribers (double opt-in): `pending` until the signed link in the confirmation email
 * is used, then `confirmed` (receives alerts of its topics, in its language) until `unsubscribed`.
 * Records are kept after unsubscribing as proof of the request; an administrator deletes them.
 */
export const AlertSubscribers: CollectionConfig = {
  slug: 'alert-subscribers',
  // The audit trail keeps no email: a visitor's address.
  custom: auditPolicy({ personalTitle: true }),
  labels: {
    singular: { id: 'Pelanggan notifikasi', en: 'Alert subscriber' },
    plural: { id: 'Pelanggan notifikasi', en: 'Alert subscribers' },
  },
  access: {
    read: canReadSubmissions,
    create: nobody,
    update: nobody,
    delete: canDeleteSubmissions,
  },
  admin: {
    group: groups.formsAndAlerts,
    useAsTitle: 'email',
    defaultColumns: ['email', 'status', 'topics', 'locale', 'confirmedAt'],
  },
  defaultSort: '-createdAt',
  fields: [
    {
      name: 'email',
      label: labels.email,
      type: 'email',
      required: true,
      unique: true,
      index: true,
      access: readOnlyField,
    },
    {
      name: 'status',
      label: labels.status,
      type: 'select',
      required: true,
      index: true,
      options: optionsOf(SUBSCRIBER_STATUSES, STATUS_LABELS),
      access: readOnlyField,
    },
    {
      name: 'topics',
      label: { id: 'Topik', en: 'Topics' },
      type: 'select',
      hasMany: true,
      options: optionsOf(ALERT_TOPICS, alertTopicLabels),
      access: readOnlyField,
    },
    {
      name: 'sections',
      label: { id: 'Ruas', en: 'Sections' },
      type: 'text',
      hasMany: true,
      maxRows: 40,
      access: readOnlyField,
      admin: {
        description: {
          id: 'Ruas (slug) yang info lalu lintasnya dikirim; kosong: semua ruas.',
          en: 'Sections (slugs) whose traffic advisories are sent; empty: every section.',
        },
      },
    },
    {
      name: 'locale',
      label: labels.locale,
      type: 'select',
      required: true,
      options: optionsOf(LOCALES, localeLabels),
      access: readOnlyField,
    },
    { name: 'requestedAt', label: { id: 'Diminta pada', en: 'Requested at' }, type: 'date', access: readOnlyField },
    {
      name: 'confirmedAt',
      label: { id: 'Dikonfirmasi pada', en: 'Confirmed at' },
      type: 'date',
      access: readOnlyField,
    },
    {
      name: 'confirmedIp',
      label: { id: 'IP konfirmasi', en: 'Confirming IP' },
      type: 'text',
      access: readOnlyField,
      admin: { description: { id: 'Bukti persetujuan.', en: 'Proof of consent.' } },
    },
    {
      name: 'unsubscribedAt',
      label: { id: 'Berhenti pada', en: 'Unsubscribed at' },
      type: 'date',
      access: readOnlyField,
    },
    {
      // Part of every link sent to this subscriber; a new one on re-subscribing voids the old links.
      name: 'linkKey',
      type: 'text',
      required: true,
      hidden: true,
    },
  ],
}

import type { CollectionConfig } from 'payload'
import { canDeleteSubmissions, canReadSubmissions, nobody, readOnlyField } from '../../access/submissions'
import { LOCALES } from '@jtt/content-api'
import { groups, labels } from '../../i18n/labels'
import type { Bilingual } from '../../i18n/language'
import { localeLabels, optionsOf } from '../../i18n/options'
import { auditPolicy } from '../../audit/policy'

const CONTACT_STATUSES = ['new', 'in-progress', 'done', 'spam'] as const
const NOTIFICATION_STATUSES = ['queued', 'sent', 'retrying'] as const

const STATUS_LABELS: Record<(typeof CONTACT_STATUSES)[number], Bilingual> = {
  new: { id: 'Baru', en: 'New' },
  'in-progress': { id: 'Sedang ditangani', en: 'In progress' },
  done: { id: 'Selesai', en: 'Done' },
  spam: { id: 'Spam', en: 'Spam' },
}
const NOTIFICATION_LABELS: Record<(typeof NOTIFICATION_STATUSES)[number], Bilingual> = {
  queued: { id: 'Dalam antrean', en: 'Queued' },
  sent: { id: 'Terkirim', en: 'Sent' },
  retrying: { id: 'Dicoba lagi', en: 'Retrying' },
}

/**
 * Messages from the contact form (spec §1 "contact the company"). Stored before the visitor is told
 * it was sent; the notification email to the address in Form settings follows from the job queue.
 * Editors with `submissions:read` work through them by status.
 */
export const ContactMessages: CollectionConfig = {
  slug: 'contact-messages',
  labels: {
    singular: { id: 'Pesan kontak', en: 'Contact message' },
    plural: { id: 'Pesan kontak', en: 'Contact messages' },
  },
  access: {
    read: canReadSubmissions,
    create: nobody,
    update: canReadSubmissions,
    delete: canDeleteSubmissions,
  },
  admin: {
    group: groups.formsAndAlerts,
    useAsTitle: 'subject',
    defaultColumns: ['createdAt', 'name', 'email', 'subject', 'status'],
    listSearchableFields: ['name', 'email', 'subject'],
  },
  defaultSort: '-createdAt',
  // The audit trail keeps no subject: a visitor wrote it.
  custom: auditPolicy({ personalTitle: true }),
  fields: [
    {
      name: 'status',
      label: labels.status,
      type: 'select',
      required: true,
      defaultValue: 'new',
      index: true,
      options: optionsOf(CONTACT_STATUSES, STATUS_LABELS),
      admin: { position: 'sidebar' },
    },
    {
      name: 'note',
      label: { id: 'Catatan internal', en: 'Internal note' },
      type: 'textarea',
      maxLength: 2000,
      admin: { description: { id: 'Catatan internal, tidak pernah dikirim.', en: 'Internal note, never sent.' } },
    },
    { name: 'name', label: labels.name, type: 'text', required: true, access: readOnlyField },
    { name: 'email', label: labels.email, type: 'email', required: true, access: readOnlyField },
    { name: 'phone', label: labels.phone, type: 'text', access: readOnlyField },
    { name: 'subject', label: { id: 'Subjek', en: 'Subject' }, type: 'text', required: true, access: readOnlyField },
    { name: 'message', label: { id: 'Pesan', en: 'Message' }, type: 'textarea', required: true, access: readOnlyField },
    {
      name: 'locale',
      label: labels.locale,
      type: 'select',
      required: true,
      options: optionsOf(LOCALES, localeLabels),
      access: readOnlyField,
      admin: {
        position: 'sidebar',
        description: { id: 'Bahasa halaman asal pesan.', en: 'Language of the page the message was sent from.' },
      },
    },
    {
      name: 'clientIp',
      label: { id: 'Alamat IP pengirim', en: 'Sender IP address' },
      type: 'text',
      access: readOnlyField,
      admin: {
        position: 'sidebar',
        description: { id: 'Alamat pengirim, untuk laporan penyalahgunaan.', en: 'Sender address, for abuse reports.' },
      },
    },
    {
      name: 'notification',
      label: { id: 'Email pemberitahuan', en: 'Notification email' },
      type: 'group',
      access: readOnlyField,
      admin: {
        description: {
          id: 'Email ke alamat kontak (dicoba lagi dari antrean tugas sampai terkirim).',
          en: 'The email to the contact address (retried from the job queue until sent).',
        },
      },
      fields: [
        {
          name: 'status',
          label: labels.status,
          type: 'select',
          defaultValue: 'queued',
          options: optionsOf(NOTIFICATION_STATUSES, NOTIFICATION_LABELS),
        },
        { name: 'sentAt', label: labels.sentAt, type: 'date' },
        { name: 'lastError', label: { id: 'Galat terakhir', en: 'Last error' }, type: 'text' },
      ],
    },
  ],
}

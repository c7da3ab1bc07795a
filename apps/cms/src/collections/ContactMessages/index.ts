import type { CollectionConfig } from 'payload'
import { canDeleteSubmissions, canReadSubmissions, nobody, readOnlyField } from '../../access/submissions'
import { LOCALES } from '@jtt/content-api'

const CONTACT_STATUSES = ['new', 'in-progress', 'done', 'spam'] as const
const NOTIFICATION_STATUSES = ['queued', 'sent', 'retrying'] as const

/**
 * Messages from the contact form (spec §1 "contact the company"). Stored before the visitor is told
 * it was sent; the notification email to the address in Form settings follows from the job queue.
 * Editors with `submissions:read` work through them by status.
 */
export const ContactMessages: CollectionConfig = {
  slug: 'contact-messages',
  labels: { singular: 'Contact message', plural: 'Contact messages' },
  access: {
    read: canReadSubmissions,
    create: nobody,
    update: canReadSubmissions,
    delete: canDeleteSubmissions,
  },
  admin: {
    group: 'Forms and alerts',
    useAsTitle: 'subject',
    defaultColumns: ['createdAt', 'name', 'email', 'subject', 'status'],
    listSearchableFields: ['name', 'email', 'subject'],
  },
  defaultSort: '-createdAt',
  fields: [
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'new',
      index: true,
      options: CONTACT_STATUSES.map((value) => ({ label: value, value })),
      admin: { position: 'sidebar' },
    },
    { name: 'note', type: 'textarea', maxLength: 2000, admin: { description: 'Internal note, never sent.' } },
    { name: 'name', type: 'text', required: true, access: readOnlyField },
    { name: 'email', type: 'email', required: true, access: readOnlyField },
    { name: 'phone', type: 'text', access: readOnlyField },
    { name: 'subject', type: 'text', required: true, access: readOnlyField },
    { name: 'message', type: 'textarea', required: true, access: readOnlyField },
    {
      name: 'locale',
      type: 'select',
      required: true,
      options: LOCALES.map((value) => ({ label: value, value })),
      access: readOnlyField,
      admin: { position: 'sidebar', description: 'Language of the page the message was sent from.' },
    },
    {
      name: 'clientIp',
      type: 'text',
      access: readOnlyField,
      admin: { position: 'sidebar', description: 'Sender address, for abuse reports.' },
    },
    {
      name: 'notification',
      type: 'group',
      access: readOnlyField,
      admin: { description: 'The email to the contact address (retried from the job queue until sent).' },
      fields: [
        {
          name: 'status',
          type: 'select',
          defaultValue: 'queued',
          options: NOTIFICATION_STATUSES.map((value) => ({ label: value, value })),
        },
        { name: 'sentAt', type: 'date' },
        { name: 'lastError', type: 'text' },
      ],
    },
  ],
}

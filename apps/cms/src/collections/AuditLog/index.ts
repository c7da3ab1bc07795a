import type { CollectionConfig } from 'payload'
import { requireScope } from '../../access/requireScope'
import { nobody } from '../../access/submissions'
import { AUDIT_ACTIONS, AUDIT_ACTORS, auditActionLabels, auditActorLabels } from '../../audit/actions'
import { AUDIT_LOG } from '../../audit/record'
import { groups } from '../../i18n/labels'
import { optionsOf } from '../../i18n/options'
import { hasScope } from '../../lib/scopes'

/**
 * The audit trail (audit/plugin.ts writes it): who created, changed, published, unpublished or
 * deleted what and when, for every collection and global. Names of changed fields only, never their
 * values. Administrators read it; nobody writes, changes or deletes it through the API or the
 * admin — only the audit hooks, and the daily job that deletes entries older than a year.
 */
export const AuditLog: CollectionConfig = {
  slug: AUDIT_LOG,
  labels: {
    singular: { id: 'Catatan audit', en: 'Audit entry' },
    plural: { id: 'Jejak audit', en: 'Audit trail' },
  },
  access: { read: requireScope('users:manage'), create: nobody, update: nobody, delete: nobody },
  admin: {
    group: groups.system,
    // Payload's client user carries the roles and scopes (saveToJWT) the check reads.
    hidden: ({ user }) => !hasScope(user as Parameters<typeof hasScope>[0], 'users:manage'),
    useAsTitle: 'title',
    defaultColumns: ['createdAt', 'action', 'slug', 'title', 'userEmail', 'changedFields'],
    listSearchableFields: ['title', 'userEmail', 'slug'],
  },
  defaultSort: '-createdAt',
  fields: [
    {
      name: 'action',
      label: { id: 'Tindakan', en: 'Action' },
      type: 'select',
      required: true,
      index: true,
      options: optionsOf(AUDIT_ACTIONS, auditActionLabels),
    },
    {
      name: 'kind',
      label: { id: 'Jenis', en: 'Kind' },
      type: 'select',
      required: true,
      options: [
        { value: 'collection', label: { id: 'Koleksi', en: 'Collection' } },
        { value: 'global', label: { id: 'Global', en: 'Global' } },
      ],
    },
    {
      name: 'slug',
      label: { id: 'Koleksi atau global', en: 'Collection or global' },
      type: 'text',
      required: true,
      index: true,
    },
    { name: 'documentId', label: { id: 'ID dokumen', en: 'Document ID' }, type: 'text', index: true },
    { name: 'title', label: { id: 'Judul saat itu', en: 'Title at the time' }, type: 'text' },
    {
      name: 'actor',
      label: { id: 'Pelaku', en: 'Actor' },
      type: 'select',
      required: true,
      options: optionsOf(AUDIT_ACTORS, auditActorLabels),
    },
    // Emptied if the account is deleted later; the email at the time stays.
    { name: 'user', label: { id: 'Pengguna', en: 'User' }, type: 'relationship', relationTo: 'users', index: true },
    { name: 'userEmail', label: { id: 'Email pengguna saat itu', en: 'User email at the time' }, type: 'text' },
    {
      name: 'changedFields',
      label: { id: 'Kolom yang diubah', en: 'Changed fields' },
      type: 'text',
      admin: { description: { id: 'Hanya nama kolom, tanpa nilainya.', en: 'Field names only, never their values.' } },
    },
  ],
}

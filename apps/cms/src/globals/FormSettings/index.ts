import type { GlobalConfig } from 'payload'
import { canReadSubmissions } from '../../access/submissions'
import { requireScope } from '../../access/requireScope'
import { groups, labels } from '../../i18n/labels'

/** Where the contact form's notifications go; administrators change it. */
export const FormSettings: GlobalConfig = {
  slug: 'form-settings',
  label: { id: 'Pengaturan formulir', en: 'Form settings' },
  admin: { group: groups.formsAndAlerts },
  access: { read: canReadSubmissions, update: requireScope('users:manage') },
  fields: [
    {
      name: 'contactRecipients',
      label: { id: 'Pemberitahuan formulir kontak dikirim ke', en: 'Contact form notifications go to' },
      labels: { singular: { id: 'Penerima', en: 'Recipient' }, plural: { id: 'Penerima', en: 'Recipients' } },
      type: 'array',
      minRows: 1,
      maxRows: 10,
      required: true,
      fields: [{ name: 'email', label: labels.email, type: 'email', required: true }],
    },
  ],
}

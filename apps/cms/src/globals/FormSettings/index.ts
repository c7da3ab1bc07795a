import type { GlobalConfig } from 'payload'
import { canReadSubmissions } from '../../access/submissions'
import { requireScope } from '../../access/requireScope'

/** Where the contact form's notifications go; administrators change it. */
export const FormSettings: GlobalConfig = {
  slug: 'form-settings',
  label: 'Form settings',
  admin: { group: 'Forms and alerts' },
  access: { read: canReadSubmissions, update: requireScope('users:manage') },
  fields: [
    {
      name: 'contactRecipients',
      label: 'Contact form notifications go to',
      type: 'array',
      minRows: 1,
      maxRows: 10,
      required: true,
      fields: [{ name: 'email', type: 'email', required: true }],
    },
  ],
}

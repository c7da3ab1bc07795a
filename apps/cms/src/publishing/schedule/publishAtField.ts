import type { Field } from 'payload'

/**
 * When a draft goes live by itself (an embargo): saving a draft with this time ahead queues
 * Payload's own scheduled publish for it (see queueScheduledPublish), the job the admin's
 * “Schedule publish” button queues, so both show in that button's list of upcoming events.
 */
export const publishAtField: Field = {
  name: 'publishAt',
  label: { id: 'Terbit otomatis pada', en: 'Publish at (embargo)' },
  type: 'date',
  admin: {
    position: 'sidebar',
    date: { pickerAppearance: 'dayAndTime' },
    description: {
      id: 'Simpan sebagai draf: dokumen terbit sendiri pada waktu ini.',
      en: 'Save as a draft: it is published by itself at this time.',
    },
  },
}

import { defineCollection } from '../../contentTypes/define'
import { ContactMessages } from '.'

/** What visitors send: read by users granted submissions:read (contact.test.ts). */
export const contactMessagesType = defineCollection({
  config: ContactMessages,
  access: { read: 'none', write: 'admin' },
})

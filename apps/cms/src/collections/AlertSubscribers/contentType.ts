import { defineCollection } from '../../contentTypes/define'
import { AlertSubscribers } from '.'

/** Email-alert subscribers: read by users granted submissions:read (alerts.test.ts). */
export const alertSubscribersType = defineCollection({
  config: AlertSubscribers,
  access: { read: 'none', write: 'admin' },
})

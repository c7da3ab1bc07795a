import { defineCollection } from '../../contentTypes/define'
import { AlertDeliveries } from '.'

/** One row per alert email sent (never a second one for the same item). */
export const alertDeliveriesType = defineCollection({
  config: AlertDeliveries,
  access: { read: 'none', write: 'admin' },
})

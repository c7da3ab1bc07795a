import { z } from 'zod'
import { localeSchema } from './common'
import { ALERT_TOPICS } from './forms'

/** What the form resources answer (read by the server only, so with the full zod API). */

/** The answer to a form post: taken (stored or acted on). Subscription answers never say more. */
export const formAcceptedSchema = z.object({ accepted: z.literal(true) })
export type FormAccepted = z.infer<typeof formAcceptedSchema>

/** The answer to a confirmation: what the subscriber now receives. */
export const subscriptionConfirmedSchema = z.object({
  status: z.literal('confirmed'),
  topics: z.array(z.enum(ALERT_TOPICS)),
  /** Section slugs of the `traffic` topic; empty: every section. */
  sections: z.array(z.string()).default([]),
  locale: localeSchema,
})
export type SubscriptionConfirmed = z.infer<typeof subscriptionConfirmedSchema>

export const unsubscribedSchema = z.object({ status: z.literal('unsubscribed') })

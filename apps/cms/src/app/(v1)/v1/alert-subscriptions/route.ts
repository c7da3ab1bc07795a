import { alertSubscriptionRequestSchema } from '@jtt/content-api'
import { requestSubscription } from '@/alerts/subscriptions'
import { formAnswer, formRoute, postOnly } from '@/forms/formRoute'
import { formLimits } from '@/forms/limits'

/**
 * POST /v1/alert-subscriptions: starts the double opt-in (a confirmation email with a signed link
 * valid for 48 hours). 202 with the same body whether or not the address was known.
 */
export const POST = formRoute({
  limiter: formLimits.subscribe,
  schema: alertSubscriptionRequestSchema,
  captcha: true,
  handle: async ({ email, locale, topics, sections }, { payload }) => {
    await requestSubscription(payload, { email, locale, topics, sections })
    return formAnswer({ accepted: true }, 202)
  },
})

export const GET = postOnly

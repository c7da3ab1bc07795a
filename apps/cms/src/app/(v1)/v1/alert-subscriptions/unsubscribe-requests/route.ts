import { unsubscribeLinkRequestSchema } from '@jtt/content-api'
import { requestUnsubscribeLink } from '@/alerts/subscriptions'
import { formAnswer, formRoute, postOnly } from '@/forms/formRoute'
import { formLimits } from '@/forms/limits'

/**
 * POST /v1/alert-subscriptions/unsubscribe-requests `{ email, locale, captchaToken }`: emails an
 * unsubscribe link if the address is subscribed; 202 with the same body either way.
 */
export const POST = formRoute({
  limiter: formLimits.unsubscribeRequest,
  schema: unsubscribeLinkRequestSchema,
  captcha: true,
  handle: async ({ email, locale }, { payload }) => {
    await requestUnsubscribeLink(payload, email, locale)
    return formAnswer({ accepted: true }, 202)
  },
})

export const GET = postOnly

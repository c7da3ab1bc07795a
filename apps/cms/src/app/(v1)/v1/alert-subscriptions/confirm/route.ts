import { emailLinkTokenRequestSchema } from '@jtt/content-api'
import { confirmSubscription } from '@/alerts/subscriptions'
import { formAnswer, formRoute, postOnly } from '@/forms/formRoute'
import { formLimits } from '@/forms/limits'

/** POST /v1/alert-subscriptions/confirm `{ token }`: the confirmation link was used; alerts start. */
export const POST = formRoute({
  limiter: formLimits.emailLink,
  schema: emailLinkTokenRequestSchema,
  captcha: false,
  handle: async ({ token }, { payload, ip }) => formAnswer(await confirmSubscription(payload, token, ip), 200),
})

export const GET = postOnly

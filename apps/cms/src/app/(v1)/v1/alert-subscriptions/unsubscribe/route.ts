import { emailLinkTokenRequestSchema } from '@jtt/content-api'
import { unsubscribe } from '@/alerts/subscriptions'
import { formAnswer, formRoute, postOnly } from '@/forms/formRoute'
import { formLimits } from '@/forms/limits'

/**
 * POST /v1/alert-subscriptions/unsubscribe `{ token }`: from the link in every email, the unsubscribe
 * page's button or a mail client's one-click request (through the site). Saying it twice is fine.
 */
export const POST = formRoute({
  limiter: formLimits.emailLink,
  schema: emailLinkTokenRequestSchema,
  captcha: false,
  handle: async ({ token }, { payload }) => formAnswer(await unsubscribe(payload, token), 200),
})

export const GET = postOnly

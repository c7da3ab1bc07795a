import { contactMessageRequestSchema } from '@jtt/content-api'
import { SEND_CONTACT_NOTIFICATION_TASK } from '@/alerts/taskNames'
import { formAnswer, formRoute, postOnly } from '@/forms/formRoute'
import { formLimits } from '@/forms/limits'
import { inTransaction } from '@/lib/transaction'

/**
 * POST /v1/contact-messages: a visitor's message from the contact form. Answers 201 only once the
 * message and the job that emails it are committed together; the email itself (with retries) is
 * the job queue's work, so an SMTP outage never loses a message.
 */
export const POST = formRoute({
  limiter: formLimits.contact,
  schema: contactMessageRequestSchema,
  captcha: true,
  handle: async ({ captchaToken: _captcha, ...message }, { payload, ip }) => {
    await inTransaction(payload, async (req) => {
      const stored = await payload.create({
        collection: 'contact-messages',
        data: { ...message, clientIp: ip, status: 'new', notification: { status: 'queued' } },
        req,
      })
      await payload.jobs.queue({ task: SEND_CONTACT_NOTIFICATION_TASK, input: { messageId: String(stored.id) }, req })
    })
    return formAnswer({ accepted: true }, 201)
  },
})

export const GET = postOnly

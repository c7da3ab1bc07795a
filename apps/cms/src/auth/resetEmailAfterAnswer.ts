import { after } from 'next/server'
import { payloadClient } from '../api/payload'

/** Payload's own answer to every reset request, known account or not. */
export const resetRequestAnswer = () =>
  Response.json({ message: 'Success' }, { headers: { 'cache-control': 'no-store' } })

/**
 * What failed, for the log, without the recipient: an SMTP refusal's message can quote the address
 * (a nodemailer error's `code` and `responseCode` say enough to act on).
 */
function failureOf(error: unknown): string {
  if (!(error instanceof Error)) return 'unknown error'
  const { code, responseCode } = error as Error & { code?: unknown; responseCode?: unknown }
  return [error.name, typeof code === 'string' ? code : '', responseCode ? `SMTP ${String(responseCode)}` : '']
    .filter(Boolean)
    .join(' ')
}

/**
 * Answers a request for a password-reset email at once, and does the work after the answer has gone
 * out (Next's `after`). Payload's forgot-password finds the account, saves a token and hands the
 * email to SMTP before it answers — only when the account exists, so the answer took 18–30 ms for a
 * known address and 3–7 ms for an unknown one, and said which addresses are accounts. Here both
 * answer after the same steps (the limits, then this), and the lookup, token and email follow.
 * If SMTP fails, the error is logged (without the address) and the visitor asks again.
 */
export function answerThenSendResetEmail(email: string): Response {
  after(async () => {
    const payload = await payloadClient()
    await payload.forgotPassword({ collection: 'users', data: { email } }).catch((error: unknown) => {
      payload.logger.error(`password reset: the email could not be sent (${failureOf(error)})`)
    })
  })
  return resetRequestAnswer()
}

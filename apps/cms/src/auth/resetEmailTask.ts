import type { TaskConfig } from 'payload'

export const RESET_EMAIL_TASK = 'sendResetEmail'

/**
 * The queue reset emails wait in, run two at a time (payload.config.ts). Payload's forgot-password
 * holds a transaction while it reserves the account on a second connection: run as many at once as
 * the default queue runs (20), they took every connection of PostgreSQL's pool (10) and waited on each
 * other for good.
 */
export const RESET_EMAIL_QUEUE = 'account-emails'

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
 * The queued half of a reset request: Payload's forgot-password (nothing for an unknown address).
 * A failure is retried with backoff from 10 s over about 20 minutes; its log line names what failed,
 * never the address.
 */
export const resetEmailTask: TaskConfig<{ input: { email: string }; output: object }> = {
  slug: RESET_EMAIL_TASK,
  inputSchema: [{ name: 'email', type: 'text', required: true }],
  retries: { attempts: 6, backoff: { type: 'exponential', delay: 10_000 } },
  handler: async ({ input, req }) => {
    try {
      await req.payload.forgotPassword({ collection: 'users', data: { email: input.email } })
    } catch (error) {
      const failure = new Error(`password reset: the email could not be sent (${failureOf(error)}); retried`)
      failure.stack = failure.message
      throw failure
    }
    return { output: {} }
  },
}

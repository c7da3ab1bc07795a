import { payloadClient } from '../api/payload'
import { RESET_EMAIL_QUEUE, RESET_EMAIL_TASK } from './resetEmailTask'

/** Payload's own answer to every reset request, known account or not. */
export const resetRequestAnswer = () =>
  Response.json({ message: 'Success' }, { headers: { 'cache-control': 'no-store' } })

/**
 * Answers a request for a password-reset email once it is queued, the same work for every address.
 * Payload's forgot-password finds the account, saves a token and hands the email to SMTP before it
 * answers — only when the account exists, so the answer took 18–30 ms for a known address and 3–7 ms
 * for an unknown one, and said which addresses are accounts. Here both answer after the same steps (the
 * limits, then one job written to the queue); the lookup, token and email run in the job queue, which
 * retries an SMTP outage with backoff.
 */
export async function queueResetEmail(email: string): Promise<Response> {
  const payload = await payloadClient()
  await payload.jobs.queue({ task: RESET_EMAIL_TASK, input: { email }, queue: RESET_EMAIL_QUEUE })
  return resetRequestAnswer()
}

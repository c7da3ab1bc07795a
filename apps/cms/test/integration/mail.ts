import http from 'node:http'
import { inject } from 'vitest'

/** One email the test SMTP server received (see scripts/lib/mail-sink.mjs). */
export type ReceivedMail = {
  id: number
  envelope: string[]
  from: string
  to: string
  replyTo: string
  subject: string
  text: string
  html: string
  headers: Record<string, string>
}

const control = (path: string, method = 'GET') => fetch(`${inject('mailControlUrl')}${path}`, { method })

export const receivedMail = async (): Promise<ReceivedMail[]> => (await control('/messages')).json()

export const mailTo = async (address: string) =>
  (await receivedMail()).filter((mail) => mail.envelope.includes(address.toLowerCase()))

/** Resolves with the first email to `address` (after `skip` earlier ones) that matches, or fails after the timeout. */
export async function waitForMail(
  address: string,
  match: (mail: ReceivedMail) => boolean = () => true,
  timeoutMs = 45_000, // alerts wait for the job queue (a fan-out, then one job per email); CI machines are busier
): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const found = (await mailTo(address)).find(match)
    if (found) return found
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`no email to ${address} within ${timeoutMs} ms`)
}

export const smtpDown = () => control('/smtp/down', 'POST')
export const smtpUp = () => control('/smtp/up', 'POST')

/** The first link in an email's text that starts with `prefix`. */
export function linkIn(mail: ReceivedMail, prefix: string): string {
  const found = mail.text.split(/\s+/).find((word) => word.startsWith(prefix))
  if (!found) throw new Error(`no link starting with ${prefix} in “${mail.subject}”`)
  return found
}

export const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? ''

/** The reCAPTCHA stand-in: `pass-…` answers are accepted once, anything else refused. */
export const captchaAnswer = () => `pass-${Math.random().toString(36).slice(2)}`
export const captchaControl = (path: string, method = 'POST') => fetch(`${inject('captchaUrl')}${path}`, { method })

/**
 * Publishing pages makes the CMS notify the web site; while a file publishes without the publish
 * test's receiver, this one answers (so no retries pile up in the job queue and the log).
 */
export function quietReceiver() {
  const server = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{}'))
  return {
    start: () => new Promise<void>((resolve) => server.listen(inject('receiver').port, '127.0.0.1', () => resolve())),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

import crypto from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import { createTransport } from 'nodemailer'
import { env } from '../lib/env'

/** One email as the templates build it; `from` defaults to EMAIL_FROM. */
export type OutgoingEmail = {
  to: string | string[]
  subject: string
  html: string
  text: string
  replyTo?: string
  from?: string
  headers?: Record<string, string>
}

/** Production without SMTP_URL: the email stays in the job queue (retried) and the log says why. */
class EmailNotConfigured extends Error {
  constructor() {
    super('SMTP_URL is not set: emails cannot be sent (see .env.example)')
    this.name = 'EmailNotConfigured'
  }
}

/** Where emails go in development without an SMTP server: one .eml file each, readable as text. */
const outboxDir = () => path.join(env.dataDir, 'outbox')

type Transport = ReturnType<typeof createTransport>
let smtp: Transport | null = null

/**
 * SMTP over SMTP_URL. Short timeouts: a stalled server fails the attempt quickly and the job queue
 * retries later, instead of holding a job for minutes.
 */
const smtpTransport = (): Transport =>
  (smtp ??= createTransport({
    url: env.smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  }))

const fileSafe = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/[^\w-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)

let sent = 0

/**
 * `<time>-<sequence>-<random>-<subject>.eml`: unique, and sorted by name in the order sent. The
 * time alone (milliseconds) let emails sent together — a batch of confirmations — overwrite each
 * other; the sequence orders this process's emails within a millisecond, the random part keeps
 * apart those of another process (the seed, a second instance) writing to the same folder.
 */
function outboxName(subject: string): string {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-')
  const sequence = String(sent++ % 1_000_000).padStart(6, '0')
  return `${stamp}-${sequence}-${crypto.randomBytes(4).toString('hex')}-${fileSafe(subject) || 'email'}.eml`
}

/** Writes the complete message (headers, text and HTML parts) as a new file named by `outboxName`. */
async function writeToOutbox(mail: OutgoingEmail & { from: string }): Promise<string> {
  // Named before composing, so the names follow the order of the calls.
  const name = outboxName(mail.subject)
  const composer = createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  const info = await composer.sendMail(mail)
  await fs.mkdir(outboxDir(), { recursive: true })
  // Written under a hidden working name, then linked to its .eml name: whoever watches the folder (a
  // developer's mail viewer, a test) sees a complete email or none. `link` fails if the name exists, so
  // an email already there is never replaced.
  const partial = path.join(outboxDir(), `.${name}.part`)
  await fs.writeFile(partial, info.message, { flag: 'wx' })
  try {
    await fs.link(partial, path.join(outboxDir(), name))
  } finally {
    await fs.rm(partial, { force: true })
  }
  return info.messageId
}

/**
 * Sends one email: over SMTP when SMTP_URL is set; in development without it, into the outbox
 * folder; in production without it, an EmailNotConfigured error (the caller's job is retried).
 * Answers the Message-ID.
 */
export async function sendEmail(mail: OutgoingEmail): Promise<string> {
  const message = { ...mail, from: mail.from ?? env.emailFrom }
  if (env.smtpUrl) return (await smtpTransport().sendMail(message)).messageId
  if (env.development) return writeToOutbox(message)
  throw new EmailNotConfigured()
}

/** A line for the log at start-up: where emails go, or why they cannot. */
export function describeEmailSetup(): { level: 'info' | 'error'; message: string } {
  if (env.smtpUrl) return { level: 'info', message: `email: sending over SMTP (${new URL(env.smtpUrl).host})` }
  if (env.development) return { level: 'info', message: `email: no SMTP_URL; writing emails to ${outboxDir()}` }
  return { level: 'error', message: `email: ${new EmailNotConfigured().message}` }
}

import type { EmailAdapter, SendEmailOptions } from 'payload'
import { env } from '../lib/env'
import { sendEmail } from './transport'

type Address = NonNullable<SendEmailOptions['to']>

const formatAddress = (a: unknown): string => {
  if (typeof a === 'string') return a
  if (a && typeof a === 'object' && 'address' in a && typeof a.address === 'string') {
    const name = 'name' in a && typeof a.name === 'string' ? a.name : ''
    return name ? `"${name.replace(/"/g, '')}" <${a.address}>` : a.address
  }
  return ''
}
const addresses = (to: Address | undefined) => (Array.isArray(to) ? to : [to]).map(formatAddress).filter(Boolean)
const plain = (html: string) =>
  html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/p>/gi, '\n\n')
    .replace(/<[^>]+>/g, '')
    .trim()

/** "Name <address>" of EMAIL_FROM, split the way Payload wants its defaults. */
function fromParts(from: string) {
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(from)
  return match ? { name: match[1]!.trim(), address: match[2]!.trim() } : { name: '', address: from.trim() }
}

/**
 * Payload's own emails (password reset) through the same transport as the site's emails: SMTP_URL,
 * or the outbox folder in development. Written here because `@payloadcms/email-nodemailer` pins an
 * older `payload` as its peer.
 */
export const siteEmailAdapter = (): EmailAdapter => () => {
  const from = fromParts(env.emailFrom)
  return {
    name: 'jtt-nodemailer',
    defaultFromAddress: from.address,
    defaultFromName: from.name,
    sendEmail: async (message) => {
      const html = typeof message.html === 'string' ? message.html : ''
      return sendEmail({
        to: addresses(message.to),
        subject: message.subject ?? '',
        html,
        text: typeof message.text === 'string' ? message.text : plain(html),
        from: formatAddress(message.from) || undefined,
      })
    },
  }
}

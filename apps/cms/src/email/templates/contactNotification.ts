import { env } from '../../lib/env'
import type { ContactMessage } from '../../payload-types'
import { longDate } from '../strings'
import type { OutgoingEmail } from '../transport'
import { renderEmail } from './layout'

/**
 * The notification to the company about a contact message, in Indonesian (the staff's language),
 * with the sender's text quoted as sent. Replying answers the visitor (Reply-To).
 */
export function contactNotificationEmail(message: ContactMessage, to: string[]): OutgoingEmail {
  const language = message.locale === 'en' ? 'Inggris' : 'Indonesia'
  const when = `${longDate(message.createdAt, 'id')}, ${new Intl.DateTimeFormat('id-ID', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Asia/Jakarta',
  }).format(new Date(message.createdAt))} WIB`
  return {
    to,
    replyTo: message.email,
    subject: `[Kontak] ${message.subject} — ${message.name}`,
    ...renderEmail({
      locale: 'id',
      internal: true,
      preheader: `Pesan baru dari ${message.name} melalui formulir kontak.`,
      heading: 'Pesan baru dari formulir kontak',
      paragraphs: ['Pengunjung situs mengirim pesan berikut. Balas email ini untuk menjawab pengirim.'],
      details: [
        { label: 'Nama', value: message.name },
        { label: 'Email', value: message.email },
        ...(message.phone ? [{ label: 'Telepon', value: message.phone }] : []),
        { label: 'Subjek', value: message.subject },
        { label: 'Bahasa', value: language },
        { label: 'Diterima', value: when },
      ],
      quote: message.message,
      action: { label: 'Buka di CMS', url: `${env.publicUrl}/admin/collections/contact-messages/${message.id}` },
    }),
  }
}

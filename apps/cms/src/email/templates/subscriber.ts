import { EMAIL_LINK_PATHS, type AlertTopic, type Locale } from '@jtt/content-api'
import { env } from '../../lib/env'
import { emailStrings } from '../strings'
import type { OutgoingEmail } from '../transport'
import { renderEmail } from './layout'

/** A page of the site with the link's token in its query. */
export const siteLink = (path: string, token: string) => `${env.siteUrl}${path}?token=${encodeURIComponent(token)}`

/** The double opt-in email: what was asked for, and the signed, expiring link that confirms it. */
export function confirmationEmail(to: string, locale: Locale, topics: AlertTopic[], token: string): OutgoingEmail {
  const t = emailStrings[locale]
  return {
    to,
    subject: t.confirm.subject,
    ...renderEmail({
      locale,
      preheader: t.confirm.preheader,
      heading: t.confirm.heading,
      paragraphs: [t.confirm.intro],
      list: topics.map((topic) => t.topics[topic]),
      action: { label: t.confirm.action, url: siteLink(EMAIL_LINK_PATHS.confirm[locale], token) },
      notes: [t.confirm.expires, t.confirm.ignore],
    }),
  }
}

/** The link asked for on the unsubscribe page (sent only when the address is subscribed). */
export function unsubscribeLinkEmail(to: string, locale: Locale, token: string): OutgoingEmail {
  const t = emailStrings[locale]
  return {
    to,
    subject: t.unsubscribeLink.subject,
    ...renderEmail({
      locale,
      preheader: t.unsubscribeLink.preheader,
      heading: t.unsubscribeLink.heading,
      paragraphs: [t.unsubscribeLink.intro],
      action: { label: t.unsubscribeLink.action, url: siteLink(EMAIL_LINK_PATHS.unsubscribe[locale], token) },
      notes: [t.unsubscribeLink.ignore],
    }),
  }
}

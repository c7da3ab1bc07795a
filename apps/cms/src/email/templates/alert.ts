import { EMAIL_LINK_PATHS, type AlertTopic, type Locale } from '@jtt/content-api'
import { env } from '../../lib/env'
import type { AlertItem } from '../../contentTypes/alertItem'
import { emailStrings, longDate } from '../strings'
import type { OutgoingEmail } from '../transport'
import { renderEmail } from './layout'
import { siteLink } from './subscriber'

type Subscriber = { email: string; locale: Locale; topics: AlertTopic[] }

/**
 * An alert about one published item, in the subscriber's language, with a visible unsubscribe link
 * and the RFC 8058 one-click headers: a mail client may POST `List-Unsubscribe=One-Click` to the
 * site's endpoint, which unsubscribes at once (RFC 2369 `List-Unsubscribe`, RFC 8058 `-Post`).
 */
export function alertEmail(subscriber: Subscriber, topic: AlertTopic, item: AlertItem, token: string): OutgoingEmail {
  const { locale } = subscriber
  const t = emailStrings[locale]
  const topicName = t.topics[topic]
  const oneClick = `${siteLink(EMAIL_LINK_PATHS.oneClickUnsubscribe, token)}&lang=${locale}`
  const paragraphs = [
    ...(item.date ? [t.alert.published(longDate(item.date, locale))] : []),
    ...(item.summary ? [item.summary] : []),
  ]
  return {
    to: subscriber.email,
    subject: t.alert.subject(topicName, item.title),
    headers: {
      'List-Unsubscribe': `<${oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      'List-Id': `JTT ${topic} <${topic}.alerts.${new URL(env.siteUrl).hostname}>`,
      // Automated mail: no auto-replies, no vacation notices back.
      'Auto-Submitted': 'auto-generated',
      'X-Auto-Response-Suppress': 'All',
    },
    ...renderEmail({
      locale,
      preheader: t.alert.preheader(topicName),
      heading: t.alert.heading(topicName),
      lead: item.title,
      paragraphs,
      notes: [t.alert.why(subscriber.topics.map((x) => t.topics[x]).join(', '))],
      action: { label: t.alert.action, url: `${env.siteUrl}${item.path}` },
      unsubscribe: { label: t.alert.unsubscribe, url: siteLink(EMAIL_LINK_PATHS.unsubscribe[locale], token) },
    }),
  }
}

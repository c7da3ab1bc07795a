import type { Locale } from '@jtt/content-api'
import { env } from '../../lib/env'
import { emailStrings } from '../strings'

/**
 * The branded frame every email shares, as HTML (tables and inline styles: what email clients
 * render alike) and as plain text with the same content. Every value is escaped here, so templates
 * pass plain text only.
 */
export type EmailContent = {
  locale: Locale
  /** The line mail clients show after the subject. */
  preheader: string
  heading: string
  /** A title set off under the heading (an alert's item). */
  lead?: string
  paragraphs: string[]
  /** Short list under the paragraphs (topics, facts). */
  list?: string[]
  /** Label/value rows (the contact form's fields). */
  details?: { label: string; value: string }[]
  /** A block of the sender's own text, line breaks kept. */
  quote?: string
  action?: { label: string; url: string }
  /** Small print above the footer (why this email, link validity). */
  notes?: string[]
  unsubscribe?: { label: string; url: string }
  /** For the company's own staff: the footer does not say "do not reply" (they answer the visitor). */
  internal?: boolean
}

/** Brand colours of the site (the stylesheet's --color-primary and --color-accent); emails cannot use CSS variables. */
export const BRAND = { primary: '#0a3d91', accent: '#f5a300', text: '#1f2937', muted: '#4b5563', surface: '#f3f6fb' }

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c)

const footerLines = (c: EmailContent) => {
  const t = emailStrings[c.locale]
  return c.internal ? [t.internalFooter, t.footer[1]!] : t.footer
}

const p = (text: string, style = '') =>
  `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:${BRAND.text};${style}">${escapeHtml(text)}</p>`

function htmlBody(c: EmailContent): string {
  const t = emailStrings[c.locale]
  const parts = [
    `<h1 style="margin:0 0 16px;font-size:22px;line-height:30px;color:${BRAND.primary}">${escapeHtml(c.heading)}</h1>`,
  ]
  if (c.lead) {
    parts.push(
      `<h2 style="margin:0 0 12px;font-size:19px;line-height:26px;color:${BRAND.text}">${escapeHtml(c.lead)}</h2>`,
    )
  }
  parts.push(...c.paragraphs.map((text) => p(text)))
  if (c.list?.length) {
    parts.push(
      `<ul style="margin:0 0 16px;padding-left:20px;color:${BRAND.text}">${c.list.map((item) => `<li style="font-size:16px;line-height:24px">${escapeHtml(item)}</li>`).join('')}</ul>`,
    )
  }
  if (c.details?.length) {
    const rows = c.details
      .map(
        (d) =>
          `<tr><th align="left" valign="top" style="padding:6px 12px 6px 0;font-size:14px;color:${BRAND.muted};white-space:nowrap">${escapeHtml(d.label)}</th><td style="padding:6px 0;font-size:14px;color:${BRAND.text}">${escapeHtml(d.value)}</td></tr>`,
      )
      .join('')
    parts.push(`<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 16px">${rows}</table>`)
  }
  if (c.quote) {
    parts.push(
      `<div style="margin:0 0 16px;padding:12px 16px;border-left:4px solid ${BRAND.accent};background:${BRAND.surface};font-size:15px;line-height:22px;color:${BRAND.text};white-space:pre-wrap">${escapeHtml(c.quote)}</div>`,
    )
  }
  if (c.action) {
    parts.push(
      `<p style="margin:24px 0"><a href="${escapeHtml(c.action.url)}" style="display:inline-block;padding:12px 24px;background:${BRAND.primary};color:#ffffff;font-weight:bold;font-size:16px;text-decoration:none;border-radius:6px">${escapeHtml(c.action.label)}</a></p>`,
      p(c.action.url, `font-size:13px;line-height:20px;color:${BRAND.muted};word-break:break-all`),
    )
  }
  for (const note of c.notes ?? []) parts.push(p(note, `font-size:14px;line-height:20px;color:${BRAND.muted}`))
  const footer = [
    ...footerLines(c).map((line) => escapeHtml(line)),
    ...(c.unsubscribe
      ? [
          `<a href="${escapeHtml(c.unsubscribe.url)}" style="color:${BRAND.primary}">${escapeHtml(c.unsubscribe.label)}</a>`,
        ]
      : []),
  ]
  return `<!doctype html>
<html lang="${c.locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(c.heading)}</title></head>
<body style="margin:0;padding:0;background:${BRAND.surface};font-family:Arial,Helvetica,sans-serif">
<div style="display:none;max-height:0;overflow:hidden">${escapeHtml(c.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${BRAND.surface}"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:8px;overflow:hidden">
<tr><td style="background:${BRAND.primary};border-bottom:4px solid ${BRAND.accent};padding:20px 24px">
<img src="${escapeHtml(`${env.siteUrl}/icon.png`)}" width="40" height="40" alt="" style="vertical-align:middle;border:0;margin-right:12px">
<span style="font-size:18px;font-weight:bold;color:#ffffff;vertical-align:middle">${escapeHtml(t.company)}</span>
<div style="font-size:13px;color:#ffffff;opacity:.85;margin-top:4px">${escapeHtml(t.tagline)}</div></td></tr>
<tr><td style="padding:28px 24px 12px">${parts.join('\n')}</td></tr>
<tr><td style="padding:16px 24px 24px;border-top:1px solid #d8dee9;font-size:12px;line-height:18px;color:${BRAND.muted}">${footer.join('<br>')}</td></tr>
</table></td></tr></table></body></html>`
}

function textBody(c: EmailContent): string {
  const t = emailStrings[c.locale]
  const lines = [t.company, '='.repeat(t.company.length), '', c.heading, '']
  if (c.lead) lines.push(c.lead, '-'.repeat(Math.min(c.lead.length, 72)), '')
  lines.push(...c.paragraphs.flatMap((x) => [x, '']))
  if (c.list?.length) lines.push(...c.list.map((item) => `- ${item}`), '')
  if (c.details?.length) lines.push(...c.details.map((d) => `${d.label}: ${d.value}`), '')
  if (c.quote) lines.push(...c.quote.split('\n').map((line) => `> ${line}`), '')
  if (c.action) lines.push(`${c.action.label}:`, c.action.url, '')
  for (const note of c.notes ?? []) lines.push(note, '')
  lines.push('--', ...footerLines(c))
  if (c.unsubscribe) lines.push(`${c.unsubscribe.label}: ${c.unsubscribe.url}`)
  return `${lines.join('\n')}\n`
}

export const renderEmail = (content: EmailContent) => ({ html: htmlBody(content), text: textBody(content) })

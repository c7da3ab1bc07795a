import { getPathname } from '@/i18n/navigation'
import { isLocale } from '@/i18n/locales'
import { api } from '@/lib/content/client'
import { onBehalfOf } from '@/lib/forms/answer'
import { countFormPost } from '@/lib/forms/rate-limit'
import { siteUrl } from '@/lib/site'

/** RFC 8058 bodies are one short field. */
const MAX_BODY_BYTES = 2 * 1024

const answer = (status: number, text: string, headers: Record<string, string> = {}) =>
  new Response(`${text}\n`, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...headers },
  })

/**
 * One-click unsubscribe (RFC 8058): the `List-Unsubscribe` URL of every alert email. A mail client
 * POSTs `List-Unsubscribe=One-Click` here and the address is unsubscribed at once, without a page.
 */
export async function POST(request: Request) {
  const url = new URL(request.url)
  const token = url.searchParams.get('token') ?? ''
  const ip = request.headers.get('x-real-ip') ?? 'unknown'
  const wait = await countFormPost('email-link', ip)
  if (wait > 0) return answer(429, 'Too many requests; try again later.', { 'retry-after': String(wait) })
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES) return answer(413, 'Body too large.')
  // The RFC's body: form-encoded, or multipart as some clients send it.
  const form = await request.formData().catch(() => null)
  if (form?.get('List-Unsubscribe') !== 'One-Click') {
    return answer(400, 'Expected List-Unsubscribe=One-Click (RFC 8058).')
  }
  const result = await api.unsubscribeFromAlerts({ token }, onBehalfOf(ip))
  if (result.ok) return answer(200, 'Unsubscribed.')
  if (result.error.status === 400) return answer(400, 'This unsubscribe link is not valid.')
  if (result.error.status === 429) return answer(429, 'Too many requests; try again later.', { 'retry-after': '900' })
  return answer(503, 'Unsubscribing is not possible just now; try again later.', { 'retry-after': '60' })
}

/**
 * Opening the link itself changes nothing: it leads to the unsubscribe page, whose button confirms.
 * The page's address is built on the site's public origin: `request.url` carries the Next.js
 * server's own origin (`http://localhost:3000`), not the one the visitor opened.
 */
export function GET(request: Request) {
  const url = new URL(request.url)
  const lang = url.searchParams.get('lang')
  const locale = isLocale(lang) ? lang : 'id'
  const page = new URL(getPathname({ locale, href: '/unsubscribe' }), siteUrl())
  const token = url.searchParams.get('token')
  if (token) page.searchParams.set('token', token)
  return Response.redirect(page, 303)
}

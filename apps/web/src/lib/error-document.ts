import en from '../../messages/en.json'
import id from '../../messages/id.json'
import type { Locale } from '../i18n/locales'
import { homeHrefOf } from './home-href'

const messages = { id, en }

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c)

/**
 * A complete, self-contained error page for answers the proxy gives itself (no React render):
 * readable without JavaScript or the app's stylesheets. The proxy answers unknown routes this way
 * because Next 16 sends a `notFound()` from a dynamic route as an empty shell filled in by JavaScript.
 * It follows the visitor's system theme (no theme script runs here): the dark values are the site's
 * dark tokens (globals.css).
 */
const IMAGE_OF = { 400: 404, 404: 404, 429: 500, 501: 501, 503: 500 } as const

export type ErrorDocumentCode = keyof typeof IMAGE_OF

export function errorDocument(locale: Locale, code: ErrorDocumentCode): string {
  const t = messages[locale].errors
  const forms = messages[locale].forms
  const { title, text } = {
    400: { title: t.badRequestTitle, text: t.badRequestText },
    404: { title: t.notFoundTitle, text: t.notFoundText },
    429: { title: forms.tooManyTitle, text: forms.tooManyText },
    501: { title: t.serverErrorTitle, text: t.serverErrorText },
    503: { title: t.unavailableTitle, text: t.unavailableText },
  }[code]
  const image = IMAGE_OF[code]
  const home = messages[locale].common.returnHome
  const alt = t.imageAlt.replace('{code}', String(image))
  return `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)} | PT Jasamarga Transjawa Tol</title><meta name="robots" content="noindex">
<meta name="color-scheme" content="light dark">
<style>body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2937;background:#f8fafc}
main{max-width:40rem;margin:0 auto;padding:3rem 1.5rem;text-align:center}img{max-width:100%;height:auto}
h1{color:#0a3d91;font-size:1.75rem}a{display:inline-block;margin-top:1rem;padding:.75rem 1.5rem;background:#0a3d91;color:#ffffff;border-radius:.5rem;text-decoration:none}
a:focus-visible{outline:3px solid #d57400;outline-offset:2px}
@media (prefers-color-scheme:dark){body{color:#e6ebf2;background:#0f1722}h1{color:#b8d3ff}a{background:#8ab4f8;color:#0b1a33}a:focus-visible{outline-color:#f5a300}}</style></head>
<body><main><img src="/img/error-${image}.png" width="640" height="400" alt="${escape(alt)}">
<h1>${escape(title)}</h1><p>${escape(text)}</p><a href="${homeHrefOf(locale)}">${escape(home)}</a></main></body></html>`
}

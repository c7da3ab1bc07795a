import type http from 'node:http'

/**
 * Removes the named cookies from a request's Cookie header before the app sees it. Browsers send a
 * host's cookies to every port of it, so on one host (the local stack: the site and the CMS on
 * 127.0.0.1, two ports) the CMS receives the site's cookies too. Next.js answers a draft-mode cookie it
 * did not sign (the site's `__prerender_bypass`) by deleting it, which ended the site's preview as soon
 * as a page loaded a CMS image; a cookie the app never sees is never answered.
 */
export function dropCookies(headers: http.IncomingHttpHeaders, names: ReadonlySet<string>) {
  const header = headers.cookie
  if (!header || names.size === 0) return
  const kept = header
    .split(';')
    .filter((pair) => !names.has(cookieName(pair)))
    .join(';')
    .trim()
  if (kept) headers.cookie = kept
  else delete headers.cookie
}

/** The names of the cookies in a Cookie header, in order. */
export const cookieNames = (header: string): string[] => header.split(';').map(cookieName).filter(Boolean)

/** `name=value` → `name` (a pair without `=` is all name, as browsers read it). */
function cookieName(pair: string) {
  const equals = pair.indexOf('=')
  return (equals === -1 ? pair : pair.slice(0, equals)).trim()
}

/**
 * Where a link leads — the one check for every link and redirect target the CMS stores and the site
 * follows. A site path must stay on the site in a browser: the WHATWG URL parser reads `\` as `/`
 * (`/\evil.example` is `//evil.example`, another host) and drops tabs, newlines and leading spaces
 * or control characters (`/\t/evil.example` too), so none of those may appear, and the path must
 * resolve to the site's own origin. Escapes are decoded once and checked again: a server or proxy
 * in front may decode `/%5Cevil.example` or `/%2F%2Fevil.example` into one of those forms.
 */

/** Any origin does: the check is whether a path keeps the origin it is resolved against. */
const PROBE_ORIGIN = 'https://site.invalid'

/** Characters browsers strip or read as a slash, and any white space. */
const UNSAFE_IN_URL = /[\s\u0000-\u001f\u007f\\]/
/** After decoding, white space is what `%20` was (a file name); control characters and `\` stay unsafe. */
const UNSAFE_DECODED = /[\u0000-\u001f\u007f\\]/

function decodedOnce(value: string): string | null {
  try {
    return decodeURIComponent(value)
  } catch {
    return null
  }
}

const staysOnSite = (path: string) => {
  try {
    return new URL(path, PROBE_ORIGIN).origin === PROBE_ORIGIN
  } catch {
    return false
  }
}

/** A path of this site (`/…`): it leads to this site in every browser, also once decoded. */
export function isSitePath(value: string): boolean {
  if (!value.startsWith('/') || UNSAFE_IN_URL.test(value) || !staysOnSite(value)) return false
  const decoded = decodedOnce(value)
  return decoded !== null && decoded.startsWith('/') && !UNSAFE_DECODED.test(decoded) && staysOnSite(decoded)
}

/** A full web address (`http://` or `https://` and a host), written as browsers read it. */
export function isWebUrl(value: string): boolean {
  if (!/^https?:\/\/[^/?#]/i.test(value) || UNSAFE_IN_URL.test(value)) return false
  try {
    const url = new URL(value)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== ''
  } catch {
    return false
  }
}

/** Where a menu item, a call to action or a redirect may lead: a site path or a web address. */
export const isLinkTarget = (value: string): boolean => isSitePath(value) || isWebUrl(value)

const MAILTO = /^mailto:[^\s\u0000-\u001f\u007f\\]+$/i
const TEL = /^tel:[+\d][\d ().-]*$/i
const ANCHOR = /^#[^\s\u0000-\u001f\u007f\\]*$/

/** Where a link in rich text may lead: a link target, an email address, a phone number or an anchor. */
export const isSafeLink = (value: string): boolean =>
  isLinkTarget(value) || MAILTO.test(value) || TEL.test(value) || ANCHOR.test(value)

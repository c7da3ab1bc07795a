import crypto from 'node:crypto'
import { cmsOrigin } from '../cms-admin'
import { captchaSetup } from '../forms/captcha-setup'
import { themeScript } from '../theme'

/**
 * The site's Content-Security-Policy. Scripts run only with the response's nonce (Next.js stamps it on
 * its own scripts when the request carries a CSP header; see the proxy) or, for the theme script in
 * <head>, its hash; `'strict-dynamic'` lets those load what they need (chunks, the captcha, maps).
 *
 * Pages are rendered once and served from cache to everyone, so the nonce in the HTML is the same for
 * every visitor: a placeholder, secret to the servers (CSP_NONCE_PLACEHOLDER). The nginx edge replaces it in every response
 * (body and header) with a fresh per-request value (deploy/nginx); without the edge, the placeholder
 * itself is the nonce — still unknown to anyone who has not fetched a page, so weaker but not void.
 */

/**
 * CSP_NONCE_PLACEHOLDER: the same on every instance (they share one page cache) and at the edge. Unset
 * (a single instance without the edge), a random one per process.
 */
function placeholderFromEnv(): string {
  const value = process.env.CSP_NONCE_PLACEHOLDER?.trim() ?? ''
  return /^[A-Za-z0-9_-]{16,}$/.test(value) ? value : crypto.randomBytes(24).toString('base64url')
}

const globalState = globalThis as { __jttCspNonce?: string }
export const cspNoncePlaceholder = (): string => (globalState.__jttCspNonce ??= placeholderFromEnv())

const sha256 = (text: string) => `'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`
const THEME_SCRIPT_HASH = sha256(themeScript)

const originOf = (url: string | undefined) => {
  if (!url || !URL.canParse(url)) return null
  return new URL(url).origin
}

/** A tile server's origin; `{s}` (its subdomains) becomes a wildcard. */
function tileOrigin(template: string | undefined): string | null {
  const origin = originOf(template?.replace('{s}', 'tile-subdomain').replace(/\{[a-z]+\}/g, '0'))
  return origin ? origin.replace('tile-subdomain', '*') : null
}

/** reCAPTCHA's script and frames: Google's, or a stand-in configured by RECAPTCHA_SCRIPT_URL. */
function captchaOrigins(): string[] {
  const setup = captchaSetup()
  const own = setup.mode === 'on' ? originOf(setup.scriptUrl) : null
  return [...new Set(['https://www.google.com', 'https://www.gstatic.com', ...(own ? [own] : [])])]
}

export interface PolicyOptions {
  /** Draft preview: the CMS admin's live preview may frame the page. */
  framedByCms?: boolean
}

/** The policy for a page response (built once per process for each case: it depends on settings only). */
const policies = new Map<boolean, string>()
export function pagePolicy({ framedByCms = false }: PolicyOptions = {}): string {
  let policy = policies.get(framedByCms)
  if (policy === undefined) policies.set(framedByCms, (policy = buildPolicy(framedByCms)))
  return policy
}

function buildPolicy(framedByCms: boolean): string {
  const cms = cmsOrigin()
  const media = originOf(process.env.MEDIA_PUBLIC_URL)
  const tiles = tileOrigin(process.env.MAP_TILE_URL)
  const captcha = captchaOrigins()
  const development = process.env.NODE_ENV === 'development'
  // The tag manager's own hosts, only when it is embedded (site.ts tagManagerId).
  const analytics = process.env.GTM_ID?.trim()
    ? ['https://*.googletagmanager.com', 'https://*.google-analytics.com']
    : []
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': [
      `'nonce-${cspNoncePlaceholder()}'`,
      THEME_SCRIPT_HASH,
      "'strict-dynamic'",
      // Ignored where 'strict-dynamic' is understood; the allow-list for older browsers.
      "'self'",
      'https:',
      ...(development ? ["'unsafe-eval'"] : []), // React's development build evaluates source maps
    ],
    // React and the map library set style attributes; styles cannot run code.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', cms, ...(media ? [media] : []), ...(tiles ? [tiles] : []), ...analytics],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...analytics, ...(development ? ['ws:'] : [])],
    'frame-src': captcha,
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': framedByCms ? ["'self'", cms] : ["'none'"],
  }
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${[...new Set(values)].join(' ')}`)
    .join('; ')
}

/** For answers that are not pages (the self-contained error documents): nothing runs, nothing frames. */
export const documentPolicy =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"

/** The request header that makes Next.js stamp the placeholder nonce on the scripts it renders. */
export const renderNonceHeader = (): string => `script-src 'nonce-${cspNoncePlaceholder()}'`

import { env } from '../../env'
import { cmsOrigin } from '../cms-admin'
import { captchaSetup } from '../forms/captcha-setup'
import { mediaOrigins, originOf } from '../media-origins'
import { themeScript } from '../theme'
import { inlineScriptHashes, sha256Source, withScriptSources } from './script-hashes'

/**
 * The site's Content-Security-Policy. Scripts run only from the site itself (Next.js's chunks, the map
 * and captcha modules), from the few hosts of reCAPTCHA and the tag manager, and inline when their
 * hash is listed: the theme script's here, and every inline script of a page (Next.js's bootstrap and
 * payload) added as the page goes out (`withPageScripts`, from the web server's front).
 *
 * Hashes, not nonces: a page is rendered once and served from caches (Next's, the edge's) to everyone.
 * Its hashes follow from its bytes, so the edge keeps the policy with the page and sends both as they
 * are; a nonce per response meant rewriting every body at the edge (measured: nine tenths of its
 * throughput).
 */

const THEME_SCRIPT_HASH = sha256Source(themeScript)

/** A tile server's origin; `{s}` (its subdomains) becomes a wildcard. */
function tileOrigin(template: string | undefined): string | null {
  const origin = originOf(template?.replace('{s}', 'tile-subdomain').replace(/\{[a-z]+\}/g, '0'))
  return origin ? origin.replace('tile-subdomain', '*') : null
}

/** The origin of the reCAPTCHA script the forms load: Google's, or a stand-in (RECAPTCHA_SCRIPT_URL). */
function captchaScriptOrigin(): string | null {
  const setup = captchaSetup()
  return setup.mode === 'on' ? originOf(setup.scriptUrl) : null
}

/** reCAPTCHA's frames, and its scripts: its loader and the release it loads (or the stand-in's). */
function captchaSources(): { frames: string[]; scripts: string[] } {
  const own = captchaScriptOrigin()
  const frames = ['https://www.google.com', 'https://www.gstatic.com', ...(own ? [own] : [])]
  const scripts = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/']
  return { frames, scripts: own && !own.endsWith('.google.com') ? [...scripts, own] : scripts }
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
  const tiles = tileOrigin(env.mapTiles.tileUrl)
  const captcha = captchaSources()
  const development = env.nextDev
  // The tag manager's own hosts (or its stand-in's), only when it is embedded (site.ts tagManagerId).
  const standIn = originOf(env.tagManager.scriptUrl)
  const analytics = env.tagManager.id
    ? ['https://*.googletagmanager.com', 'https://*.google-analytics.com', ...(standIn ? [standIn] : [])]
    : []
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      THEME_SCRIPT_HASH,
      ...captcha.scripts,
      // The tag manager's loader and what its tags load from Google (other hosts need adding here).
      ...(analytics.length ? ['https://www.googletagmanager.com', ...analytics] : []),
      ...(development ? ["'unsafe-eval'"] : []), // React's development build evaluates source maps
    ],
    // React and the map library set style attributes; styles cannot run code.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...mediaOrigins(), ...(tiles ? [tiles] : []), ...analytics],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...analytics, ...(development ? ['ws:'] : [])],
    'frame-src': captcha.frames,
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

/** A page's policy as it goes out: with the hashes of its inline scripts (the web server's front calls this). */
export const withPageScripts = (policy: string, html: string): string =>
  withScriptSources(policy, inlineScriptHashes(html))

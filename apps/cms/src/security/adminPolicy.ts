import { env } from '../lib/env'

/**
 * The admin's Content-Security-Policy. The admin is rendered per request, so each response gets its own
 * nonce: Next.js stamps it on its scripts (from the request's CSP header, set by the proxy), and
 * `'strict-dynamic'` trusts what those load. Styles stay inline-able: the admin's components set style
 * attributes, and styles cannot run code.
 */
export function adminPolicy(nonce: string): string {
  const development = env.nextDev
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': [
      `'nonce-${nonce}'`,
      "'strict-dynamic'",
      "'self'", // for browsers without 'strict-dynamic'
      ...(development ? ["'unsafe-eval'"] : []), // React's development build evaluates source maps
    ],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...(development ? ['ws:'] : [])],
    // Live preview shows the web site in a frame.
    'frame-src': ["'self'", ...env.webOrigins],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  }
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ')
}

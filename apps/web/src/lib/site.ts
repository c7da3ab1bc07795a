import pkg from '../../package.json'

/** Public origin of the site, for canonical URLs, hreflang, sitemap and Open Graph. */
export const siteUrl = () =>
  (process.env.SITE_URL ?? `http://127.0.0.1:${process.env.WEB_PORT ?? 3000}`).replace(/\/+$/, '')

export const absoluteUrl = (path: string) =>
  /^https?:\/\//.test(path) ? path : `${siteUrl()}${path.startsWith('/') ? '' : '/'}${path}`

/** Tag manager container id; the tag manager is embedded only when this is set. */
export const tagManagerId = () => process.env.GTM_ID?.trim() || null

/** Google's container script, or a stand-in's (`GTM_SCRIPT_URL`, for tests: this machine reaches no Google). */
export const tagManagerScript = () => process.env.GTM_SCRIPT_URL?.trim() || 'https://www.googletagmanager.com/gtm.js'

/** The package description is the default meta description (spec §3 SEO defaults). */
export const defaultDescription = pkg.description

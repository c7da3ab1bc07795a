import pkg from '../../package.json'
import { env } from '../env'

/** Public origin of the site, for canonical URLs, hreflang, sitemap and Open Graph. */
export const siteUrl = () => env.siteUrl

export const absoluteUrl = (path: string) =>
  /^https?:\/\//.test(path) ? path : `${siteUrl()}${path.startsWith('/') ? '' : '/'}${path}`

/** Tag manager container id; the tag manager is embedded only when this is set. */
export const tagManagerId = () => env.tagManager.id

/** Google's container script, or a stand-in's (`GTM_SCRIPT_URL`, for tests: this machine reaches no Google). */
export const tagManagerScript = () => env.tagManager.scriptUrl

/** The package description is the default meta description (spec §3 SEO defaults). */
export const defaultDescription = pkg.description

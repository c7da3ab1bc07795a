import {
  appEnvironment,
  exitOnConfigError,
  matching,
  oneOf,
  port,
  proxyList,
  readSettings,
  requireSettings,
  secret,
  settingsOnFirstUse,
  text,
  url,
  wholeNumber,
  type Environment,
} from '@jtt/server/config'
import { z } from 'zod'

/**
 * Every environment variable the web site reads (and @jtt/server reads for it), with its type and
 * default; `.env.example` documents the same names. The rest of the site reads `env`, never process.env.
 */
export const webVariables = z.object({
  WEB_PORT: port({ default: 3000 }).describe('Port the site listens on.'),
  PORT: port().describe('Overrides WEB_PORT for this one server (the scripts set it for each server they start).'),
  WEB_HOST: text().describe('Listen on this address only; unset: every address.'),
  TRUSTED_PROXIES: proxyList().describe('Proxies in front whose X-Forwarded-For names the client; unset: none.'),
  SITE_URL: url().describe(
    "The site's public origin (canonical, hreflang, sitemap); default http://127.0.0.1:$WEB_PORT.",
  ),
  CMS_PUBLIC_URL: url({ default: 'http://127.0.0.1:3001' }).describe("The CMS's public origin: media, editors' links."),
  MEDIA_PUBLIC_URL: url().describe('Where media in object storage are public, when not under CMS_PUBLIC_URL.'),
  CONTENT_API_URL: url({ default: 'http://127.0.0.1:3001/v1' }).describe('The Content API v1 base the site reads.'),
  CONTENT_API_TIMEOUT_MS: wholeNumber(1, 600_000, { default: 5000 }).describe('Time limit of one Content API call.'),
  PROXY_TABLES_TTL_MS: wholeNumber(0, 86_400_000, { default: 60_000 }).describe(
    "How long the proxy keeps the CMS's redirect table and route index without a notification.",
  ),
  PAGE_CACHE_VARIANTS: wholeNumber(1, 100_000, { default: 200 }).describe(
    'Query variants of one page (search terms, list filters) the front keeps, per language.',
  ),
  GTM_ID: matching(/^GTM-[A-Z0-9]+$/, 'a container id like GTM-XXXXXXX').describe(
    'Google Tag Manager container; unset: no tag manager.',
  ),
  GTM_SCRIPT_URL: url({ default: 'https://www.googletagmanager.com/gtm.js' }).describe(
    "The tag manager's script (tests: a local stand-in).",
  ),
  MAP_TILE_URL: url().describe('Tile URL template of the maps ({z}/{x}/{y}); unset: maps without tiles.'),
  MAP_TILE_ATTRIBUTION: text({ default: '' }).describe('The attribution the tile provider asks for.'),
  RECAPTCHA_SITE_KEY: text({ default: '' }).describe('reCAPTCHA v2 site key; unset: forms without a captcha.'),
  // Not trimmed to unset like the others: empty is the spec's 'No version provided' (§8).
  RECAPTCHA_VERSION: z
    .string()
    .optional()
    .transform((v) => (v ?? '2').trim())
    .describe('reCAPTCHA version; only 2 is supported, empty is a configuration error.'),
  RECAPTCHA_SCRIPT_URL: url({ default: 'https://www.google.com/recaptcha/api.js' }).describe(
    'Where the browser loads the reCAPTCHA widget (tests: a local stand-in).',
  ),
  FORM_POSTS_PER_IP: wholeNumber(1, 100_000, { default: 10 }).describe(
    'Form posts one client address may make per form in 15 minutes.',
  ),
  REVALIDATE_SECRET: secret(32).describe("Checks the CMS's publish-to-live notifications; unset: they are refused."),
  REDIS_URL: url({ protocols: ['redis:', 'rediss:'] }).describe(
    'Redis shared by every instance (rate limits, page cache); read by @jtt/server.',
  ),
  DRAIN_TIMEOUT_MS: wholeNumber(0, 600_000, { default: 8000 }).describe(
    'On SIGTERM, how long answers in flight may take to finish before they are cut (ms); read by @jtt/server.',
  ),
  WEB_METRICS_PORT: port().describe(
    'Serve Prometheus metrics (GET /metrics) on this port, for the internal network only; unset: none.',
  ),
  OTEL_EXPORTER_OTLP_ENDPOINT: url().describe(
    "Export OpenTelemetry traces to this collector's OTLP/HTTP address (spans go to /v1/traces); unset: no tracing.",
  ),
  LOG_LEVEL: oneOf(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).describe(
    'Least important log lines written (JSON lines on standard output); unset: info. Read by @jtt/server.',
  ),
  LOG_FLUSH_MS: wholeNumber(10, 10_000).describe(
    'Write the batched log lines at the latest every this many milliseconds; unset: 1000. Read by @jtt/server.',
  ),
  APP_ENV: oneOf(['development', 'production']).describe(
    'development or production; unset: production when NODE_ENV is.',
  ),
  NODE_ENV: oneOf(['development', 'production', 'test']).describe(
    'Set by Next.js and the scripts: development under `next dev`.',
  ),
})

const trimSlashes = (origin: string) => origin.replace(/\/+$/, '')

const webSettings = webVariables.transform((v) => ({
  port: v.PORT ?? v.WEB_PORT,
  host: v.WEB_HOST,
  trustedProxies: v.TRUSTED_PROXIES,
  metricsPort: v.WEB_METRICS_PORT,
  drainTimeoutMs: v.DRAIN_TIMEOUT_MS,
  /** Where traces go (instrumentation.ts); null: not traced, and nothing of OpenTelemetry's SDK is loaded. */
  otlpEndpoint: v.OTEL_EXPORTER_OTLP_ENDPOINT ?? null,
  siteUrl: trimSlashes(v.SITE_URL ?? `http://127.0.0.1:${v.WEB_PORT}`),
  cmsUrl: trimSlashes(v.CMS_PUBLIC_URL),
  mediaUrl: v.MEDIA_PUBLIC_URL,
  contentApi: { baseUrl: v.CONTENT_API_URL, timeoutMs: v.CONTENT_API_TIMEOUT_MS },
  proxyTablesTtlMs: v.PROXY_TABLES_TTL_MS,
  pageCacheVariants: v.PAGE_CACHE_VARIANTS,
  tagManager: { id: v.GTM_ID ?? null, scriptUrl: v.GTM_SCRIPT_URL },
  mapTiles: { tileUrl: v.MAP_TILE_URL ?? '', attribution: v.MAP_TILE_ATTRIBUTION },
  recaptcha: { version: v.RECAPTCHA_VERSION, siteKey: v.RECAPTCHA_SITE_KEY, scriptUrl: v.RECAPTCHA_SCRIPT_URL },
  formPostsPerIp: v.FORM_POSTS_PER_IP,
  /** Redis shared by the instances: the page cache (server.ts names cache-handler.mjs) and rate limits. */
  redisUrl: v.REDIS_URL ?? null,
  revalidateSecret: v.REVALIDATE_SECRET ?? '',
  /**
   * A local checkout (forms work without captcha keys, with a warning) rather than a deployment (where
   * that is a configuration error).
   */
  development: appEnvironment(v.APP_ENV, v.NODE_ENV) === 'development',
  /** Next's development server (`next dev`): React's development build, hot reloading. */
  nextDev: v.NODE_ENV === 'development',
}))

export type WebEnv = z.output<typeof webSettings>

/** The settings from `source`; a ConfigError names every variable that does not fit. */
export const readWebEnv = (source: Environment): WebEnv => readSettings(webSettings, source)

/** What production must be given: no default stands in for these. */
const REQUIRED_IN_PRODUCTION = {
  SITE_URL: "set in production to the site's public origin",
  CMS_PUBLIC_URL: "set in production to the CMS's public origin",
  REVALIDATE_SECRET: 'set in production to the secret the CMS signs its notifications with',
}

/**
 * The check at start (server.ts, through check-env.ts): every value fits, and production has what it
 * must. Not at import: `next build` evaluates modules without a deployment's settings.
 */
export function checkWebEnv(source: Environment): WebEnv {
  const settings = readWebEnv(source)
  if (!settings.development) requireSettings(source, REQUIRED_IN_PRODUCTION)
  return settings
}

/** Ends the start with one line when the environment does not fit (see checkWebEnv). */
export const checkWebEnvAtStart = () => exitOnConfigError(() => checkWebEnv(process.env))

/** The web site's settings, read from the environment on first use. */
export const env: WebEnv = settingsOnFirstUse(() => readWebEnv(process.env))

import path from 'node:path'
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
  urlList,
  wholeNumber,
  type Environment,
} from '@jtt/server/config'
import { z } from 'zod'

const perWindow = (fallback: number) => wholeNumber(1, 100_000, { default: fallback })

/**
 * Every environment variable the content service reads (and @jtt/server reads for it), with its type
 * and default; `.env.example` documents the same names. The rest of the service reads `env`.
 */
export const cmsVariables = z.object({
  CMS_PORT: port({ default: 3001 }).describe('Port the CMS listens on.'),
  PORT: port().describe('Overrides CMS_PORT for this one server (the scripts set it for each server they start).'),
  CMS_HOST: text().describe('Listen on this address only; unset: every address.'),
  TRUSTED_PROXIES: proxyList().describe('Proxies (and web instances) whose X-Forwarded-For names the client.'),
  CMS_PUBLIC_URL: url().describe("This service's public origin; default http://127.0.0.1:$CMS_PORT."),
  CMS_DATA_DIR: text().describe('Folder of the SQLite file, uploads and the outbox; default ./data.'),
  DATABASE_URL: url({ protocols: ['postgres:', 'postgresql:'] }).describe('PostgreSQL; unset: SQLite in CMS_DATA_DIR.'),
  DATABASE_POOL_MAX: wholeNumber(1, 1000, { default: 10 }).describe('PostgreSQL connections this process opens.'),
  PAYLOAD_SECRET: secret(32).describe('Signs sessions and email links; the same on every replica.'),
  WEB_PUBLIC_URL: urlList({ default: ['http://127.0.0.1:3000', 'http://localhost:3000'] }).describe(
    "The web site's origins, comma-separated: CSRF/CORS allow-list, preview links.",
  ),
  SITE_URL: url().describe("The site's public origin for links in emails; default the first WEB_PUBLIC_URL."),
  REVALIDATE_SECRET: secret(32).describe('Signs publish-to-live notifications; unset: the site is not notified.'),
  WEB_REVALIDATE_URLS: urlList().describe('Notification endpoints, one per web instance; default from WEB_PUBLIC_URL.'),
  SMTP_URL: url({ protocols: ['smtp:', 'smtps:'] }).describe('Outgoing email; unset: the outbox (development).'),
  EMAIL_FROM: text({ default: 'PT Jasamarga Transjawa Tol <no-reply@jasamargatransjawatol.co.id>' }).describe(
    'Sender of every email.',
  ),
  RECAPTCHA_SECRET_KEY: text({ default: '' }).describe('reCAPTCHA v2 secret; unset: forms unchecked (development).'),
  RECAPTCHA_VERIFY_URL: url({ default: 'https://www.google.com/recaptcha/api/siteverify' }).describe(
    'Where captcha answers are verified (tests: a local stand-in).',
  ),
  FORM_POSTS_PER_IP: perWindow(10).describe('Form posts one client address may make per form in 15 minutes.'),
  LOGIN_FAILURES_PER_IP: perWindow(20).describe('Failed logins one client address may make in 15 minutes.'),
  RESET_REQUESTS_PER_IP: perWindow(5).describe('Password-reset emails one client address may ask in 15 minutes.'),
  RESETS_PER_IP: perWindow(10).describe('Password resets one client address may try in 15 minutes.'),
  JOB_QUEUE_INTERVAL_SECONDS: wholeNumber(1, 59, { default: 5 }).describe(
    'How often the job queue runs (emails, site notifications, search updates), in seconds; tests: 1.',
  ),
  JOB_ABANDONED_AFTER_SECONDS: wholeNumber(2, 86_400, { default: 900 }).describe(
    'A job marked running whose record has not changed for this long was left by a process that ended mid-run (a crash): it is run again. Longer than any job takes; tests: 4.',
  ),
  CONTENT_HEALTH_DELAY_SECONDS: wholeNumber(1, 3600, { default: 10 }).describe(
    'How long after a publish the content health check runs (a burst of publishes is one check); tests: 1.',
  ),
  RESET_EMAIL_INTERVAL_SECONDS: wholeNumber(1, 3600, { default: 15 }).describe(
    "Payload's own least time between two reset emails to one account, in seconds; tests: 1.",
  ),
  CMS_ADMIN_EMAIL: matching(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'an email address', {
    default: 'admin@jasamargatransjawatol.co.id',
  }).describe('The first admin account, created when there is no user yet.'),
  CMS_ADMIN_PASSWORD: text().describe("The first admin's password; unset: a random one, printed once."),
  S3_BUCKET: text({ default: '' }).describe('Uploads in this S3-compatible bucket; unset: CMS_DATA_DIR.'),
  S3_REGION: text({ default: 'us-east-1' }).describe("The bucket's region."),
  S3_ENDPOINT: url().describe('The S3 service (MinIO, R2, …); unset: AWS.'),
  S3_PREFIX: text({ default: '' }).describe('Goes in front of every key.'),
  S3_ACCESS_KEY_ID: text({ default: '' }).describe("Bucket credentials; unset: the AWS SDK's own chain."),
  S3_SECRET_ACCESS_KEY: text({ default: '' }).describe("Bucket credentials; unset: the AWS SDK's own chain."),
  REDIS_URL: url({ protocols: ['redis:', 'rediss:'] }).describe(
    'Redis shared by every instance; read by @jtt/server and the login failure counts.',
  ),
  ALERT_TEST_SOURCES: text({ default: '' }).describe('Tests only: extra alert sources, topic=collection,…'),
  BENCH_ITEMS: wholeNumber(1, 10_000_000, { default: 10_000 }).describe(
    '`npm run bench`: items the search bench seeds.',
  ),
  DRAIN_TIMEOUT_MS: wholeNumber(0, 600_000, { default: 8000 }).describe(
    'On SIGTERM, how long answers in flight may take to finish before they are cut (ms); read by @jtt/server.',
  ),
  CMS_METRICS_PORT: port().describe(
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
  NEXT_PHASE: text().describe('Set by Next.js while it builds (phase-production-build).'),
})

const trimSlashes = (origin: string) => origin.replace(/\/+$/, '')

const cmsSettings = cmsVariables.transform((v) => {
  const webOrigins = v.WEB_PUBLIC_URL.map(trimSlashes)
  return {
    /** PORT first: the scripts start each server on its own port. */
    port: v.PORT ?? v.CMS_PORT,
    host: v.CMS_HOST,
    trustedProxies: v.TRUSTED_PROXIES,
    metricsPort: v.CMS_METRICS_PORT,
    drainTimeoutMs: v.DRAIN_TIMEOUT_MS,
    /** Where traces go (instrumentation.ts); null: not traced, and nothing of OpenTelemetry's SDK is loaded. */
    otlpEndpoint: v.OTEL_EXPORTER_OTLP_ENDPOINT ?? null,
    /** Public origin of this service: admin links, media URLs, CSRF allow-list. */
    publicUrl: trimSlashes(v.CMS_PUBLIC_URL ?? `http://127.0.0.1:${v.CMS_PORT}`),
    /** Folder for the SQLite file and uploaded media. */
    dataDir: path.resolve(v.CMS_DATA_DIR ?? path.join(process.cwd(), 'data')),
    databaseUrl: v.DATABASE_URL ?? '',
    databasePoolMax: v.DATABASE_POOL_MAX,
    payloadSecret: v.PAYLOAD_SECRET ?? '',
    /** `next build` evaluates the config without serving anything (see requirePayloadSecret). */
    building: v.NEXT_PHASE === 'phase-production-build',
    /** Web origins allowed to call the admin's cookie-authenticated API. */
    webOrigins,
    /**
     * Where this runs: `development` (a local checkout: emails go to the outbox folder when no SMTP
     * server is set, forms work without captcha keys) or `production` (both are configuration errors).
     */
    development: appEnvironment(v.APP_ENV, v.NODE_ENV) === 'development',
    /** Next's development server (`next dev`). */
    nextDev: v.NODE_ENV === 'development',
    /** Shared with the web site: signs publish-to-live notifications. Empty: the site is not notified. */
    revalidateSecret: v.REVALIDATE_SECRET ?? '',
    /** Where the site takes publish-to-live notifications: one URL per web instance. */
    revalidateUrls: v.WEB_REVALIDATE_URLS ?? webOrigins.slice(0, 1).map((o) => `${o}/api/revalidate`),
    /** The public web site's origin: links in emails (confirmation, alerts, unsubscribe). */
    siteUrl: trimSlashes(v.SITE_URL ?? webOrigins[0] ?? 'http://127.0.0.1:3000'),
    /** smtp(s)://user:pass@host:port — where emails are sent. Empty: the outbox folder (development only). */
    smtpUrl: v.SMTP_URL ?? '',
    emailFrom: v.EMAIL_FROM,
    /** reCAPTCHA v2 secret; the web site holds the matching site key. */
    recaptchaSecret: v.RECAPTCHA_SECRET_KEY,
    recaptchaVerifyUrl: v.RECAPTCHA_VERIFY_URL,
    /** Per client address in 15 minutes (the web site counts form posts the same). */
    formPostsPerIp: v.FORM_POSTS_PER_IP,
    loginFailuresPerIp: v.LOGIN_FAILURES_PER_IP,
    resetRequestsPerIp: v.RESET_REQUESTS_PER_IP,
    resetsPerIp: v.RESETS_PER_IP,
    /** The job queue's runs (a cron of every N seconds: N divides a minute best, but any 1–59 works). */
    jobQueueIntervalSeconds: v.JOB_QUEUE_INTERVAL_SECONDS,
    resetEmailIntervalSeconds: v.RESET_EMAIL_INTERVAL_SECONDS,
    /** A job still marked running after this long lost its process; it is released to run again (jobQueue/). */
    jobAbandonedAfterSeconds: v.JOB_ABANDONED_AFTER_SECONDS,
    /** The content health check after a publish waits this long, so one check covers a burst of publishes. */
    contentHealthDelaySeconds: v.CONTENT_HEALTH_DELAY_SECONDS,
    admin: { email: v.CMS_ADMIN_EMAIL, password: v.CMS_ADMIN_PASSWORD },
    /**
     * Media and documents in an S3-compatible bucket instead of the data folder, so several CMS
     * instances share them. Empty bucket: the data folder.
     */
    s3: {
      bucket: v.S3_BUCKET,
      region: v.S3_REGION,
      endpoint: v.S3_ENDPOINT ?? '',
      prefix: v.S3_PREFIX.replace(/^\/+/, ''),
      accessKeyId: v.S3_ACCESS_KEY_ID,
      secretAccessKey: v.S3_SECRET_ACCESS_KEY,
    },
    /**
     * Tests only: extra alert sources as `topic=collection` pairs (e.g. `press-releases=pages`), so the
     * whole delivery path can be exercised before the press-release collection exists.
     */
    alertTestSources: v.ALERT_TEST_SOURCES,
    /** Redis shared by the instances (rate limits, login failure counts, the content version). */
    redisUrl: v.REDIS_URL ?? null,
    benchItems: v.BENCH_ITEMS,
  }
})

export type CmsEnv = z.output<typeof cmsSettings>

/** The settings from `source`; a ConfigError names every variable that does not fit. */
export const readCmsEnv = (source: Environment): CmsEnv => readSettings(cmsSettings, source)

/** What every start needs: sessions are signed with it, and replicas must share it (npm start makes one). */
const REQUIRED = { PAYLOAD_SECRET: 'set to at least 32 random characters' }
/** What production must be given besides: no default stands in for these. */
const REQUIRED_IN_PRODUCTION = {
  CMS_PUBLIC_URL: "set in production to this service's public origin",
  SITE_URL: "set in production to the web site's public origin",
  REVALIDATE_SECRET: 'set in production to the secret publish-to-live notifications are signed with',
}

/**
 * The check at start (the server and the command-line tasks, through checkEnv.ts): every value fits,
 * sessions can be signed, and production has what it must. Not at import: `next build` evaluates the
 * config without a deployment's settings.
 */
export function checkCmsEnv(source: Environment): CmsEnv {
  const settings = readCmsEnv(source)
  requireSettings(source, settings.development ? REQUIRED : { ...REQUIRED, ...REQUIRED_IN_PRODUCTION })
  return settings
}

/** Ends the start with one line when the environment does not fit (see checkCmsEnv). */
export const checkCmsEnvAtStart = () => exitOnConfigError(() => checkCmsEnv(process.env))

/** The content service's settings, read from the environment on first use. */
export const env: CmsEnv = settingsOnFirstUse(() => readCmsEnv(process.env))

export const usesPostgres = () => env.databaseUrl !== ''

import path from 'node:path'

/** Every setting of the content service, read once, with the defaults `.env.example` documents. */
export const env = {
  port: Number(process.env.CMS_PORT ?? process.env.PORT ?? 3001),
  /** Public origin of this service: admin links, media URLs, CSRF allow-list. */
  publicUrl: (process.env.CMS_PUBLIC_URL ?? `http://127.0.0.1:${process.env.CMS_PORT ?? 3001}`).replace(/\/+$/, ''),
  /** Folder for the SQLite file and uploaded media. */
  dataDir: path.resolve(process.env.CMS_DATA_DIR ?? path.join(process.cwd(), 'data')),
  databaseUrl: process.env.DATABASE_URL ?? '',
  payloadSecret: process.env.PAYLOAD_SECRET ?? '',
  /** Web origins allowed to call the admin's cookie-authenticated API (comma-separated). */
  webOrigins: (process.env.WEB_PUBLIC_URL ?? 'http://127.0.0.1:3000,http://localhost:3000')
    .split(',')
    .map((s) => s.trim().replace(/\/+$/, ''))
    .filter(Boolean),
  production: process.env.NODE_ENV === 'production',
  /**
   * Where this runs: `development` (a local checkout: emails go to the outbox folder when no SMTP
   * server is set, forms work without captcha keys) or `production` (both are configuration errors).
   * Unset: production whenever NODE_ENV is.
   */
  development:
    (process.env.APP_ENV || (process.env.NODE_ENV === 'production' ? 'production' : 'development')) === 'development',
  /** Shared with the web site: signs publish-to-live notifications. Empty: the site is not notified. */
  revalidateSecret: process.env.REVALIDATE_SECRET ?? '',
  /**
   * Where the site takes publish-to-live notifications: one URL per web instance (comma-separated).
   * Default: the first public web origin's /api/revalidate.
   */
  revalidateUrls: (process.env.WEB_REVALIDATE_URLS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
  /** The public web site's origin: links in emails (confirmation, alerts, unsubscribe). */
  siteUrl: (
    process.env.SITE_URL ?? (process.env.WEB_PUBLIC_URL ?? 'http://127.0.0.1:3000').split(',')[0]!.trim()
  ).replace(/\/+$/, ''),
  /** smtp(s)://user:pass@host:port — where emails are sent. Empty: the outbox folder (development only). */
  smtpUrl: process.env.SMTP_URL ?? '',
  emailFrom: process.env.EMAIL_FROM || 'PT Jasamarga Transjawa Tol <no-reply@jasamargatransjawatol.co.id>',
  /** reCAPTCHA v2 secret; the web site holds the matching site key. */
  recaptchaSecret: process.env.RECAPTCHA_SECRET_KEY ?? '',
  recaptchaVerifyUrl: process.env.RECAPTCHA_VERIFY_URL || 'https://www.google.com/recaptcha/api/siteverify',
  /** Form posts one client address may make per form in 15 minutes (the web site counts the same). */
  formPostsPerIp: Number(process.env.FORM_POSTS_PER_IP || 10),
  /**
   * Media and documents in an S3-compatible bucket instead of the data folder, so several CMS
   * instances share them. Empty: the data folder. Credentials: S3_ACCESS_KEY_ID/S3_SECRET_ACCESS_KEY,
   * else the AWS SDK's own chain.
   */
  s3: {
    bucket: process.env.S3_BUCKET ?? '',
    region: process.env.S3_REGION || 'us-east-1',
    endpoint: process.env.S3_ENDPOINT ?? '',
    prefix: (process.env.S3_PREFIX ?? '').replace(/^\/+/, ''),
    accessKeyId: process.env.S3_ACCESS_KEY_ID ?? '',
    secretAccessKey: process.env.S3_SECRET_ACCESS_KEY ?? '',
  },
  /**
   * Tests only: extra alert sources as `topic=collection` pairs (e.g. `press-releases=pages`), so the
   * whole delivery path can be exercised before the press-release collection exists.
   */
  alertTestSources: process.env.ALERT_TEST_SOURCES ?? '',
}

export const usesPostgres = () => /^postgres(ql)?:\/\//.test(env.databaseUrl)

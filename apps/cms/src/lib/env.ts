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
}

export const usesPostgres = () => /^postgres(ql)?:\/\//.test(env.databaseUrl)

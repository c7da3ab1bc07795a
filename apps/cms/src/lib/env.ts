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
}

export const usesPostgres = () => /^postgres(ql)?:\/\//.test(env.databaseUrl)

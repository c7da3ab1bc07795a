import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { serviceEnv } from '../../../../scripts/lib/env.mjs'
import { stopService } from '../../../../scripts/lib/proc.mjs'
import { migrateAndSeed, startCms, startWeb } from '../../../../scripts/lib/services.mjs'

/**
 * Starts the real stack for the browser tests: a freshly migrated and seeded CMS on SQLite and the
 * built web site reading it over HTTP. Connection details reach the tests through the environment.
 */
export default async function globalSetup() {
  const webPort = Number(process.env.E2E_WEB_PORT ?? 3300)
  const cmsPort = Number(process.env.E2E_CMS_PORT ?? 3301)
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jtt-e2e-'))
  const admin = { email: 'admin@example.com', password: `E2e!${crypto.randomBytes(6).toString('hex')}A1` }
  const env = serviceEnv({
    CMS_PORT: String(cmsPort),
    WEB_PORT: String(webPort),
    CMS_DATA_DIR: dataDir,
    CMS_PUBLIC_URL: `http://127.0.0.1:${cmsPort}`,
    WEB_PUBLIC_URL: `http://127.0.0.1:${webPort}`,
    CONTENT_API_URL: `http://127.0.0.1:${cmsPort}/v1`,
    SITE_URL: `http://127.0.0.1:${webPort}`,
    DATABASE_URL: '',
    PAYLOAD_SECRET: crypto.randomBytes(32).toString('hex'),
    CMS_ADMIN_EMAIL: admin.email,
    CMS_ADMIN_PASSWORD: admin.password,
    REDIRECTS_TTL_MS: '1000',
  })
  const quiet = process.env.E2E_LOG !== '1'
  await migrateAndSeed(env)
  const cms = await startCms(env, { quiet, host: '127.0.0.1' })
  let web
  try {
    web = await startWeb(env, { quiet })
  } catch (error) {
    await stopService(cms)
    throw error
  }
  process.env.E2E_API_URL = env.CONTENT_API_URL
  process.env.E2E_CMS_URL = env.CMS_PUBLIC_URL
  process.env.E2E_ADMIN = JSON.stringify(admin)
  return async () => {
    await stopService(web)
    await stopService(cms)
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

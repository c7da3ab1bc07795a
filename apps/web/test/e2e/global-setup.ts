import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { serviceEnv } from '../../../../scripts/lib/env.mjs'
import { repoRoot, stopService } from '../../../../scripts/lib/proc.mjs'
import { migrateAndSeed, startCms, startWeb } from '../../../../scripts/lib/services.mjs'
import { testPorts } from '../../../../scripts/lib/test-ports.mjs'

/**
 * Starts the real stack for the browser tests: a freshly migrated and seeded CMS on SQLite and the
 * built web site reading it over HTTP. Connection details reach the tests through the environment.
 */
export default async function globalSetup() {
  const { web: webPort, cms: cmsPort } = testPorts.e2e
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
    // The fuzz test plays many clients by their X-Forwarded-For (as nginx in front would set it).
    TRUSTED_PROXIES: 'loopback',
  })
  const quiet = process.env.E2E_LOG !== '1'
  // Next keeps fetched data on disk across runs; a run starts from a fresh database, so from no data.
  fs.rmSync(path.join(repoRoot, 'apps/web/.next/cache/fetch-cache'), { recursive: true, force: true })
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
  // A second web site (the outage test) runs with the same settings.
  process.env.E2E_WEB_ENV = JSON.stringify({ REVALIDATE_SECRET: env.REVALIDATE_SECRET, SITE_URL: env.SITE_URL })
  return async () => {
    await stopService(web)
    await stopService(cms)
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

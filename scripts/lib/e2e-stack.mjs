// The browser suite's stack: its settings, and its CMS's data (a fresh SQLite database, migrated and
// seeded). `npm test` makes the data while the integration suites end, where the machine has a core to
// spare, and hands it to the suite's global setup (E2E_SEEDED); run alone, the global setup makes it.
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { captchaStandInUrls } from './captcha-stand-in.mjs'
import { serviceEnv } from './env.mjs'
import { mailSinkSmtpUrl } from './mail-sink.mjs'
import { migrateAndSeed } from './services.mjs'
import { testPorts } from './test-ports.mjs'

/** The site key and secret the reCAPTCHA stand-in accepts. */
export const E2E_CAPTCHA = { siteKey: 'e2e-site-key', secret: 'e2e-captcha-secret' }

/**
 * @typedef {{ dataDir: string, admin: { email: string, password: string }, payloadSecret: string }} E2eData
 */

/**
 * The environment of the suite's CMS and web site (and of the migration and seed of its data).
 * @param {E2eData} data
 */
export function e2eEnv({ dataDir, admin, payloadSecret }) {
  const { web: webPort, cms: cmsPort } = testPorts.e2e
  return serviceEnv({
    CMS_PORT: String(cmsPort),
    WEB_PORT: String(webPort),
    CMS_DATA_DIR: dataDir,
    CMS_PUBLIC_URL: `http://127.0.0.1:${cmsPort}`,
    WEB_PUBLIC_URL: `http://127.0.0.1:${webPort}`,
    CONTENT_API_URL: `http://127.0.0.1:${cmsPort}/v1`,
    SITE_URL: `http://127.0.0.1:${webPort}`,
    DATABASE_URL: '',
    PAYLOAD_SECRET: payloadSecret,
    CMS_ADMIN_EMAIL: admin.email,
    CMS_ADMIN_PASSWORD: admin.password,
    // The fuzz test plays many clients by their X-Forwarded-For (as nginx in front would set it).
    TRUSTED_PROXIES: 'loopback',
    // Forms as in production, against the stand-ins; CMS pages stand in for press releases (alerts).
    APP_ENV: 'production',
    ...e2eStandIns(),
    ALERT_TEST_SOURCES: 'press-releases=pages',
    // The CMS's job queue runs every second (production: 5 s): each email a test waits for comes sooner.
    JOB_QUEUE_INTERVAL_SECONDS: '1',
    // The content health check runs 1 s after a publish (production: 10 s), so a finding shows sooner.
    CONTENT_HEALTH_DELAY_SECONDS: '1',
  })
}

/**
 * Email and reCAPTCHA as the suite's stand-ins take them (the global setup starts them on the suite's
 * ports): its CMS and site, and the production run (e2e-production.mjs), send there.
 */
export function e2eStandIns() {
  const captcha = captchaStandInUrls(testPorts.e2e.captcha)
  return {
    SMTP_URL: mailSinkSmtpUrl(testPorts.e2e.smtp),
    RECAPTCHA_SITE_KEY: E2E_CAPTCHA.siteKey,
    RECAPTCHA_SECRET_KEY: E2E_CAPTCHA.secret,
    RECAPTCHA_SCRIPT_URL: captcha.scriptUrl,
    RECAPTCHA_VERIFY_URL: captcha.verifyUrl,
  }
}

/**
 * A new data folder with a migrated and seeded database, its first admin and its session secret.
 * @returns {Promise<E2eData>}
 */
export async function seedE2eData() {
  const data = {
    dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'jtt-e2e-')),
    admin: { email: 'admin@example.com', password: `E2e!${crypto.randomBytes(6).toString('hex')}A1` },
    payloadSecret: crypto.randomBytes(32).toString('hex'),
  }
  try {
    await migrateAndSeed(e2eEnv(data))
  } catch (error) {
    fs.rmSync(data.dataDir, { recursive: true, force: true })
    throw error
  }
  return data
}

/**
 * The data `npm test` made for this run (E2E_SEEDED), or null: the suite's global setup then seeds its own.
 * @returns {E2eData | null}
 */
export const seededE2eData = () => handedOver('E2E_SEEDED', (/** @type {E2eData} */ data) => data.dataDir)

/**
 * The data `npm test` handed over in `variable` (JSON), or null: none, or its folder is gone (each run's
 * teardown removes it, so a second run in the same shell makes its own).
 * @template T
 * @param {string} variable
 * @param {(data: T) => string} folderOf
 * @returns {T | null}
 */
export function handedOver(variable, folderOf) {
  const json = process.env[variable]
  if (!json) return null
  const data = /** @type {T} */ (JSON.parse(json))
  return fs.existsSync(folderOf(data)) ? data : null
}

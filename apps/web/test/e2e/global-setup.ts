import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { startCaptchaStandIn } from '../../../../scripts/lib/captcha-stand-in.mjs'
import { serviceEnv } from '../../../../scripts/lib/env.mjs'
import { startMailSink } from '../../../../scripts/lib/mail-sink.mjs'
import { stopService } from '../../../../scripts/lib/proc.mjs'
import { migrateAndSeed, serverCommand, startCms, startWeb } from '../../../../scripts/lib/services.mjs'
import { testPorts } from '../../../../scripts/lib/test-ports.mjs'

/** The site key and secret the reCAPTCHA stand-in accepts. */
const E2E_CAPTCHA = { siteKey: 'e2e-site-key', secret: 'e2e-captcha-secret' }

/**
 * Starts the real stack for the browser tests: a freshly migrated and seeded CMS on SQLite and the
 * built web site reading it over HTTP. Connection details reach the tests through the environment.
 */
export default async function globalSetup() {
  const { web: webPort, cms: cmsPort } = testPorts.e2e
  // Stand-ins for the outside world: an SMTP server (tests read what it got) and reCAPTCHA.
  const mail = await startMailSink({ smtpPort: testPorts.e2e.smtp, controlPort: testPorts.e2e.smtpControl })
  const captcha = await startCaptchaStandIn({ port: testPorts.e2e.captcha, ...E2E_CAPTCHA })
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
    // Forms as in production, against the stand-ins; CMS pages stand in for press releases (alerts).
    APP_ENV: 'production',
    SMTP_URL: mail.smtpUrl,
    RECAPTCHA_SITE_KEY: E2E_CAPTCHA.siteKey,
    RECAPTCHA_SECRET_KEY: E2E_CAPTCHA.secret,
    RECAPTCHA_SCRIPT_URL: captcha.scriptUrl,
    RECAPTCHA_VERIFY_URL: captcha.verifyUrl,
    ALERT_TEST_SOURCES: 'press-releases=pages',
    // The CMS's job queue runs every second (production: 5 s): each email a test waits for comes sooner.
    JOB_QUEUE_INTERVAL_SECONDS: '1',
    // The content health check runs 1 s after a publish (production: 10 s), so a finding shows sooner.
    CONTENT_HEALTH_DELAY_SECONDS: '1',
  })
  const quiet = process.env.E2E_LOG !== '1'
  // Next keeps fetched data and rendered pages on disk across runs; a run starts from a fresh database,
  // so from neither (pages another stack rendered carry its CMS's addresses).
  for (const dir of ['.next/cache/fetch-cache', '.next/server/route-cache'])
    fs.rmSync(path.join(serverCommand('web').cwd, dir), { recursive: true, force: true })
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
  process.env.E2E_MAIL_URL = mail.controlUrl
  // The CMS's database, for what no API reads by design (its job queue: jobs.ts).
  process.env.E2E_CMS_DATA_DIR = dataDir
  process.env.E2E_CAPTCHA_URL = captcha.url
  // A second web site (the outage test) runs with the same settings.
  process.env.E2E_WEB_ENV = JSON.stringify({
    REVALIDATE_SECRET: env.REVALIDATE_SECRET,
    SITE_URL: env.SITE_URL,
    // Where its images come from (the CSP's img-src) and where "Edit in CMS" leads.
    CMS_PUBLIC_URL: env.CMS_PUBLIC_URL,
    APP_ENV: env.APP_ENV,
    RECAPTCHA_SITE_KEY: env.RECAPTCHA_SITE_KEY,
    RECAPTCHA_SCRIPT_URL: env.RECAPTCHA_SCRIPT_URL,
  })
  // The production run (production.spec.ts) sends its email and captcha checks to the same stand-ins.
  process.env.E2E_STAND_INS = JSON.stringify({
    SMTP_URL: env.SMTP_URL,
    RECAPTCHA_SITE_KEY: env.RECAPTCHA_SITE_KEY,
    RECAPTCHA_SECRET_KEY: env.RECAPTCHA_SECRET_KEY,
    RECAPTCHA_SCRIPT_URL: env.RECAPTCHA_SCRIPT_URL,
    RECAPTCHA_VERIFY_URL: env.RECAPTCHA_VERIFY_URL,
  })
  return async () => {
    await stopService(web)
    await stopService(cms)
    await mail.stop()
    await captcha.stop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

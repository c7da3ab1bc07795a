import fs from 'node:fs'
import path from 'node:path'
import { startCaptchaStandIn } from '../../../../scripts/lib/captcha-stand-in.mjs'
import { E2E_CAPTCHA, e2eEnv, seededE2eData, seedE2eData } from '../../../../scripts/lib/e2e-stack.mjs'
import { startMailSink } from '../../../../scripts/lib/mail-sink.mjs'
import { stopService } from '../../../../scripts/lib/proc.mjs'
import { serverCommand, startCms, startWeb } from '../../../../scripts/lib/services.mjs'
import { testPorts } from '../../../../scripts/lib/test-ports.mjs'

/**
 * Starts the real stack for the browser tests: a CMS on a freshly migrated and seeded SQLite database
 * (made by `npm test` while the integration suites end, or here) and the built web site reading it over
 * HTTP. Connection details reach the tests through the environment.
 */
export default async function globalSetup() {
  // Stand-ins for the outside world: an SMTP server (tests read what it got) and reCAPTCHA.
  const mail = await startMailSink({ smtpPort: testPorts.e2e.smtp, controlPort: testPorts.e2e.smtpControl })
  const captcha = await startCaptchaStandIn({ port: testPorts.e2e.captcha, ...E2E_CAPTCHA })
  const data = seededE2eData() ?? (await seedE2eData())
  const { dataDir, admin } = data
  const env = e2eEnv(data)
  const quiet = process.env.E2E_LOG !== '1'
  // Next keeps fetched data and rendered pages on disk across runs; a run starts from a fresh database,
  // so from neither (pages another stack rendered carry its CMS's addresses).
  for (const dir of ['.next/cache/fetch-cache', '.next/server/route-cache'])
    fs.rmSync(path.join(serverCommand('web').cwd, dir), { recursive: true, force: true })
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
  return async () => {
    await stopService(web)
    await stopService(cms)
    await mail.stop()
    await captcha.stop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

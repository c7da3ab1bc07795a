import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
// The harness reuses the same start-up code as `npm start`, so the tests exercise the real path.
import { startCaptchaStandIn } from '../../../../scripts/lib/captcha-stand-in.mjs'
import { serviceEnv } from '../../../../scripts/lib/env.mjs'
import { startMailSink } from '../../../../scripts/lib/mail-sink.mjs'
import { stopService } from '../../../../scripts/lib/proc.mjs'
import { createDatabaseBeside, startPostgres } from '../../../../scripts/lib/postgres.mjs'
import { findRedisServer, startRedis } from '../../../../scripts/lib/redis.mjs'
import { migrateAndSeed, startCms } from '../../../../scripts/lib/services.mjs'
import { testPorts } from '../../../../scripts/lib/test-ports.mjs'

export type TestDb = 'sqlite' | 'postgres'

declare module 'vitest' {
  export interface ProvidedContext {
    cmsUrl: string
    apiUrl: string
    testDb: TestDb
    admin: { email: string; password: string }
    /** Everything the CMS wrote to stdout and stderr. */
    cmsLog: string
    /** Where the CMS sends publish-to-live notifications (a test listens there) and their secret. */
    receiver: { port: number; secret: string }
    /** The PostgreSQL server's URL when the suite runs on PostgreSQL ('' on SQLite), for migration tests. */
    databaseUrl: string
    /** The SMTP server the CMS sends to: its HTTP control (messages, down, up). */
    mailControlUrl: string
    /** The reCAPTCHA stand-in the CMS verifies answers with (control: down, up, verifications). */
    captchaUrl: string
    /**
     * The Redis server the CMS keeps its rate limits in ('' when it counts in memory): the
     * PostgreSQL suite runs the way several instances would, the SQLite one the way one would.
     */
    redisUrl: string
    /** The CMS's Prometheus metrics (CMS_METRICS_PORT). */
    cmsMetricsUrl: string
    /** What the test CMS runs with, for a second one started by a test. */
    cmsEnv: Record<string, string>
    /**
     * The suite's files and database as migrate and seed left them, before the CMS started: copied by
     * seededCopy() for a test's own CMS with the sample content only.
     */
    pristine: { dataDir: string; database: string }
  }
}

const PRISTINE_DB = 'jtt_pristine'
/** The database a PostgreSQL URL names. */
const dbName = (url: string) => new URL(url).pathname.slice(1)

/** The site key and secret the stand-in accepts. */
const CAPTCHA = { siteKey: 'test-site-key', secret: 'test-captcha-secret' }

/** Starts a real CMS (built app, migrated and seeded database) for the integration suite. */
export default async function setup(project: TestProject) {
  const testDb: TestDb = process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite'
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `jtt-cms-${testDb}-`))
  const pristineDir = fs.mkdtempSync(path.join(os.tmpdir(), `jtt-cms-pristine-${testDb}-`))
  const mail = await startMailSink({ smtpPort: testPorts.smtp[testDb], controlPort: testPorts.smtpControl[testDb] })
  const captcha = await startCaptchaStandIn({ port: testPorts.captcha[testDb], ...CAPTCHA })
  const pg = testDb === 'postgres' ? await startPostgres({ port: testPorts.postgres }) : null
  const redis = testDb === 'postgres' && findRedisServer() ? await startRedis({ port: testPorts.redis[testDb] }) : null
  const port = testPorts.integration[testDb]
  const receiver = { port: testPorts.receiver[testDb], secret: crypto.randomBytes(32).toString('hex') }
  const admin = { email: 'admin@example.com', password: `Adm1n!${crypto.randomBytes(6).toString('hex')}` }
  const cmsLog = path.join(dataDir, 'cms.log')
  const env = serviceEnv({
    CMS_PORT: String(port),
    CMS_METRICS_PORT: String(testPorts.metrics.cms[testDb]),
    CMS_DATA_DIR: dataDir,
    CMS_PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: pg?.url ?? '',
    REDIS_URL: redis?.url ?? '',
    PAYLOAD_SECRET: crypto.randomBytes(32).toString('hex'),
    CMS_ADMIN_EMAIL: admin.email,
    CMS_ADMIN_PASSWORD: admin.password,
    REVALIDATE_SECRET: receiver.secret,
    WEB_REVALIDATE_URLS: `http://127.0.0.1:${receiver.port}/api/revalidate`,
    // Tests play several clients by their X-Forwarded-For, as nginx in front would set it.
    TRUSTED_PROXIES: 'loopback',
    // Forms and email as in production: a real SMTP server and a captcha service (local stand-ins).
    APP_ENV: 'production',
    SMTP_URL: mail.smtpUrl,
    SITE_URL: 'https://www.example.test',
    RECAPTCHA_SECRET_KEY: CAPTCHA.secret,
    RECAPTCHA_VERIFY_URL: captcha.verifyUrl,
    // The job queue runs every second (production: 5 s), so each email a test waits for comes sooner;
    // and Payload lets one reset email per account through every second (production: 15 s), so the
    // hourly per-account limit can be seen apart from it without a 15 s wait (reset-hardening.test.ts).
    JOB_QUEUE_INTERVAL_SECONDS: '1',
    // The content health check runs 1 s after a publish (production: 10 s), so a finding shows sooner.
    CONTENT_HEALTH_DELAY_SECONDS: '1',
    RESET_EMAIL_INTERVAL_SECONDS: '1',
    // Log lines reach cms.log within 50 ms (production: 1 s): tests read it after each request they make
    // (cmsLog.ts), and the 1 s batches were most of rest-where.test.ts's 27 s.
    LOG_FLUSH_MS: '50',
    // Alerts are tested end to end with CMS pages standing in for press releases (not on this branch).
    ALERT_TEST_SOURCES: 'press-releases=pages',
  })

  let cms: Awaited<ReturnType<typeof startCms>> | undefined
  const teardown = async () => {
    await stopService(cms)
    // npm test keeps the log, to show what the CMS reported when a test failed (scripts/test.mjs).
    if (process.env.INTEGRATION_CMS_LOG && fs.existsSync(cmsLog))
      fs.copyFileSync(cmsLog, process.env.INTEGRATION_CMS_LOG)
    await pg?.stop()
    await redis?.stop()
    await mail.stop()
    await captcha.stop()
    fs.rmSync(dataDir, { recursive: true, force: true })
    fs.rmSync(pristineDir, { recursive: true, force: true })
  }
  const pristine = { dataDir: pristineDir, database: '' }
  try {
    // A second seed creates nothing but what was deleted: seed.test.ts.
    await migrateAndSeed(env)
    // Kept before the CMS writes anything: a test's own CMS with the sample content starts from a copy
    // (seeded-copy.ts) instead of migrating and seeding again, 40–50 s each on a busy machine.
    fs.cpSync(dataDir, pristineDir, { recursive: true })
    if (pg) {
      createDatabaseBeside(pg.url, PRISTINE_DB, { template: dbName(pg.url) })
      pristine.database = PRISTINE_DB
    }
    cms = await startCms(env, { quiet: process.env.CMS_LOG !== '1', host: '127.0.0.1', logFile: cmsLog })
  } catch (error) {
    await teardown()
    throw error
  }
  const cmsUrl = `http://127.0.0.1:${port}`
  project.provide('cmsUrl', cmsUrl)
  project.provide('apiUrl', `${cmsUrl}/v1`)
  project.provide('testDb', testDb)
  project.provide('admin', admin)
  project.provide('cmsLog', cmsLog)
  project.provide('cmsMetricsUrl', `http://127.0.0.1:${testPorts.metrics.cms[testDb]}/metrics`)
  project.provide('receiver', receiver)
  project.provide('databaseUrl', pg?.url ?? '')
  project.provide('redisUrl', redis?.url ?? '')
  project.provide('mailControlUrl', mail.controlUrl)
  project.provide('captchaUrl', captcha.url)
  project.provide('pristine', pristine)
  // A second CMS started from these settings has a port of its own, and no metrics port (it would clash).
  project.provide(
    'cmsEnv',
    Object.fromEntries(Object.entries(env).filter(([k, v]) => typeof v === 'string' && k !== 'CMS_METRICS_PORT')),
  )
  return teardown
}

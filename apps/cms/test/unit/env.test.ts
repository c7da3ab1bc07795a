import path from 'node:path'
import { ConfigError } from '@jtt/server/config'
import { describe, expect, it } from 'vitest'
import { checkCmsEnv, readCmsEnv } from '../../src/lib/env'

/** The message a ConfigError carries for this environment (the line a refused start prints). */
function refusal(read: () => unknown): string {
  try {
    read()
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError)
    return (error as ConfigError).message
  }
  throw new Error('the environment was accepted')
}

const secret = 'x'.repeat(32)
const production = {
  APP_ENV: 'production',
  PAYLOAD_SECRET: secret,
  REVALIDATE_SECRET: secret,
  CMS_PUBLIC_URL: 'https://cms.example.test',
  SITE_URL: 'https://www.example.test',
}

describe("the content service's settings", () => {
  it('default to a local checkout on SQLite when nothing is set', () => {
    const env = readCmsEnv({})
    expect(env).toMatchObject({
      port: 3001,
      publicUrl: 'http://127.0.0.1:3001',
      dataDir: path.resolve('data'),
      databaseUrl: '',
      databasePoolMax: 10,
      payloadSecret: '',
      webOrigins: ['http://127.0.0.1:3000', 'http://localhost:3000'],
      revalidateUrls: ['http://127.0.0.1:3000/api/revalidate'],
      siteUrl: 'http://127.0.0.1:3000',
      smtpUrl: '',
      emailFrom: 'PT Jasamarga Transjawa Tol <no-reply@jasamargatransjawatol.co.id>',
      recaptchaVerifyUrl: 'https://www.google.com/recaptcha/api/siteverify',
      formPostsPerIp: 10,
      loginFailuresPerIp: 20,
      resetRequestsPerIp: 5,
      resetsPerIp: 10,
      jobQueueIntervalSeconds: 5,
      resetEmailIntervalSeconds: 15,
      admin: { email: 'admin@jasamargatransjawatol.co.id', password: undefined },
      s3: { bucket: '', region: 'us-east-1', endpoint: '', prefix: '' },
      development: true,
      building: false,
    })
  })

  it('derive the origins from one another: the public URL from CMS_PORT, the site from WEB_PUBLIC_URL', () => {
    const env = readCmsEnv({ CMS_PORT: '3101', WEB_PUBLIC_URL: 'https://www.example.test/, https://example.test' })
    expect(env.publicUrl).toBe('http://127.0.0.1:3101')
    expect(env.webOrigins).toEqual(['https://www.example.test', 'https://example.test'])
    expect(env.siteUrl).toBe('https://www.example.test')
    expect(env.revalidateUrls).toEqual(['https://www.example.test/api/revalidate'])
    const listed = readCmsEnv({
      WEB_REVALIDATE_URLS: 'http://web-1:3000/api/revalidate,,http://web-2:3000/api/revalidate',
    })
    expect(listed.revalidateUrls).toEqual(['http://web-1:3000/api/revalidate', 'http://web-2:3000/api/revalidate'])
    expect(readCmsEnv({ CMS_PORT: '3101', PORT: '3201' }).port).toBe(3201)
    expect(readCmsEnv({ S3_PREFIX: '/jtt/' }).s3.prefix).toBe('jtt/')
  })

  it('refuse a number that is not a whole number in range (never NaN)', () => {
    expect(refusal(() => readCmsEnv({ CMS_PORT: 'abc' }))).toBe(
      'Invalid configuration: CMS_PORT must be a whole number from 1 to 65535 (got "abc")',
    )
    expect(refusal(() => readCmsEnv({ LOGIN_FAILURES_PER_IP: '0' }))).toBe(
      'Invalid configuration: LOGIN_FAILURES_PER_IP must be a whole number from 1 to 100000 (got "0")',
    )
    // The queue's cron takes every N seconds within a minute; tests shorten it to 1.
    expect(refusal(() => readCmsEnv({ JOB_QUEUE_INTERVAL_SECONDS: '60' }))).toBe(
      'Invalid configuration: JOB_QUEUE_INTERVAL_SECONDS must be a whole number from 1 to 59 (got "60")',
    )
    expect(readCmsEnv({ JOB_QUEUE_INTERVAL_SECONDS: '1' }).jobQueueIntervalSeconds).toBe(1)
    expect(refusal(() => readCmsEnv({ RESET_EMAIL_INTERVAL_SECONDS: '0' }))).toMatch(
      /^Invalid configuration: RESET_EMAIL_INTERVAL_SECONDS /,
    )
    expect(refusal(() => readCmsEnv({ DATABASE_POOL_MAX: 'ten' }))).toMatch(
      /^Invalid configuration: DATABASE_POOL_MAX /,
    )
    // @jtt/server's logger reads it; a start refuses what it would quietly replace by 1000.
    expect(refusal(() => readCmsEnv({ LOG_FLUSH_MS: '5' }))).toBe(
      'Invalid configuration: LOG_FLUSH_MS must be a whole number from 10 to 10000 (got "5")',
    )
  })

  it('refuse URLs of the wrong kind: a database that is not PostgreSQL, mail that is not SMTP', () => {
    expect(refusal(() => readCmsEnv({ DATABASE_URL: 'mysql://db/jtt' }))).toBe(
      'Invalid configuration: DATABASE_URL must be a URL starting with postgres:// or postgresql:// (got "mysql://db/jtt")',
    )
    expect(readCmsEnv({ DATABASE_URL: 'postgres://jtt:pw@db:5432/jtt' }).databaseUrl).toBe(
      'postgres://jtt:pw@db:5432/jtt',
    )
    expect(refusal(() => readCmsEnv({ SMTP_URL: 'mail.example.test:587' }))).toMatch(
      /^Invalid configuration: SMTP_URL must be a URL starting with smtp:\/\/ or smtps:\/\//,
    )
    expect(refusal(() => readCmsEnv({ WEB_PUBLIC_URL: 'https://ok.example,not-a-url' }))).toMatch(
      /^Invalid configuration: WEB_PUBLIC_URL must be comma-separated URLs/,
    )
    expect(refusal(() => readCmsEnv({ CMS_ADMIN_EMAIL: 'admin' }))).toBe(
      'Invalid configuration: CMS_ADMIN_EMAIL must be an email address (got "admin")',
    )
  })

  it('never repeat a secret in the message', () => {
    const message = refusal(() => readCmsEnv({ PAYLOAD_SECRET: 'too-short-to-sign' }))
    expect(message).toBe(
      'Invalid configuration: PAYLOAD_SECRET must be at least 32 random characters (got 17 characters)',
    )
  })
})

describe("the content service's check at start", () => {
  it('needs PAYLOAD_SECRET in every mode: sessions are signed with it', () => {
    expect(refusal(() => checkCmsEnv({ APP_ENV: 'development' }))).toBe(
      'Invalid configuration: PAYLOAD_SECRET must be set to at least 32 random characters (got nothing)',
    )
    expect(checkCmsEnv({ APP_ENV: 'development', PAYLOAD_SECRET: secret }).development).toBe(true)
  })

  it('in production, refuses to start without the public URLs and the notification secret', () => {
    const message = refusal(() => checkCmsEnv({ NODE_ENV: 'production', PAYLOAD_SECRET: secret }))
    expect(message.split('\n')).toHaveLength(1)
    expect(message).toBe(
      'Invalid configuration: ' +
        "CMS_PUBLIC_URL must be set in production to this service's public origin (got nothing); " +
        "SITE_URL must be set in production to the web site's public origin (got nothing); " +
        'REVALIDATE_SECRET must be set in production to the secret publish-to-live notifications are signed with (got nothing)',
    )
    expect(checkCmsEnv(production).development).toBe(false)
  })

  it('in production, starts without SMTP or reCAPTCHA (emails wait and forms answer 503, as logged at start)', () => {
    const env = checkCmsEnv({ ...production, SMTP_URL: '', RECAPTCHA_SECRET_KEY: '' })
    expect([env.smtpUrl, env.recaptchaSecret]).toEqual(['', ''])
  })
})

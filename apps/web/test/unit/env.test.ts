import { ConfigError } from '@jtt/server/config'
import { describe, expect, it } from 'vitest'
import { checkWebEnv, readWebEnv } from '../../src/env'

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

const production = {
  APP_ENV: 'production',
  SITE_URL: 'https://www.example.test',
  CMS_PUBLIC_URL: 'https://cms.example.test',
  REVALIDATE_SECRET: 'x'.repeat(32),
}

describe("the web site's settings", () => {
  it('default to a local checkout beside the CMS when nothing is set', () => {
    const env = readWebEnv({})
    expect(env).toMatchObject({
      port: 3000,
      siteUrl: 'http://127.0.0.1:3000',
      cmsUrl: 'http://127.0.0.1:3001',
      contentApi: { baseUrl: 'http://127.0.0.1:3001/v1', timeoutMs: 5000 },
      proxyTablesTtlMs: 60_000,
      formPostsPerIp: 10,
      tagManager: { id: null, scriptUrl: 'https://www.googletagmanager.com/gtm.js' },
      mapTiles: { tileUrl: '', attribution: '' },
      recaptcha: { version: '2', siteKey: '', scriptUrl: 'https://www.google.com/recaptcha/api.js' },
      revalidateSecret: '',
      development: true,
      nextDev: false,
    })
    expect(env.mediaUrl).toBeUndefined()
    expect(env.trustedProxies).toBeUndefined()
  })

  it('take empty as unset, trim values and the origins’ trailing slashes, and follow WEB_PORT', () => {
    const env = readWebEnv({ WEB_PORT: '3100', SITE_URL: '', CMS_PUBLIC_URL: ' https://cms.example/ ', GTM_ID: ' ' })
    expect(env.siteUrl).toBe('http://127.0.0.1:3100')
    expect(env.port).toBe(3100)
    expect(env.cmsUrl).toBe('https://cms.example')
    expect(env.tagManager.id).toBeNull()
    expect(readWebEnv({ WEB_PORT: '3100', PORT: '3300' }).port).toBe(3300)
  })

  it('keep an empty RECAPTCHA_VERSION apart from an unset one (the spec’s “No version provided”)', () => {
    expect(readWebEnv({ RECAPTCHA_VERSION: '' }).recaptcha.version).toBe('')
    expect(readWebEnv({}).recaptcha.version).toBe('2')
  })

  it('refuse a number that is not a whole number in range, naming the variable and the value', () => {
    for (const bad of ['abc', '-5', '1.5', '0', '600001', '5e3'])
      expect(refusal(() => readWebEnv({ CONTENT_API_TIMEOUT_MS: bad }))).toBe(
        `Invalid configuration: CONTENT_API_TIMEOUT_MS must be a whole number from 1 to 600000 (got "${bad}")`,
      )
    expect(refusal(() => readWebEnv({ WEB_PORT: '70000' }))).toBe(
      'Invalid configuration: WEB_PORT must be a whole number from 1 to 65535 (got "70000")',
    )
    expect(refusal(() => readWebEnv({ LOG_FLUSH_MS: '1s' }))).toBe(
      'Invalid configuration: LOG_FLUSH_MS must be a whole number from 10 to 10000 (got "1s")',
    )
  })

  it('refuse what is not a URL of the expected kind', () => {
    expect(refusal(() => readWebEnv({ SITE_URL: 'www.example.test' }))).toBe(
      'Invalid configuration: SITE_URL must be a URL starting with http:// or https:// (got "www.example.test")',
    )
    expect(refusal(() => readWebEnv({ REDIS_URL: 'http://redis:6379' }))).toBe(
      'Invalid configuration: REDIS_URL must be a URL starting with redis:// or rediss:// (got "http://redis:6379")',
    )
    expect(refusal(() => readWebEnv({ MEDIA_PUBLIC_URL: 'not a url' }))).toMatch(
      /^Invalid configuration: MEDIA_PUBLIC_URL /,
    )
  })

  it('refuse proxies, a container id and a mode they cannot read', () => {
    expect(refusal(() => readWebEnv({ TRUSTED_PROXIES: 'loopback,10.0.0.0/abc' }))).toMatch(
      /^Invalid configuration: TRUSTED_PROXIES must be addresses, subnets .* \(got "loopback,10.0.0.0\/abc"\)$/,
    )
    expect(readWebEnv({ TRUSTED_PROXIES: 'loopback, 10.0.0.0/8' }).trustedProxies).toBe('loopback, 10.0.0.0/8')
    expect(refusal(() => readWebEnv({ GTM_ID: '"><script>' }))).toMatch(/^Invalid configuration: GTM_ID must be/)
    expect(refusal(() => readWebEnv({ APP_ENV: 'staging' }))).toBe(
      'Invalid configuration: APP_ENV must be one of development, production (got "staging")',
    )
  })

  it('never repeat a secret in the message, only its length', () => {
    const message = refusal(() => readWebEnv({ REVALIDATE_SECRET: 'short-secret' }))
    expect(message).toBe(
      'Invalid configuration: REVALIDATE_SECRET must be at least 32 random characters (got 12 characters)',
    )
  })

  it('name every problem on one line', () => {
    const message = refusal(() => readWebEnv({ WEB_PORT: 'x', SITE_URL: 'y' }))
    expect(message.split('\n')).toHaveLength(1)
    expect(message).toMatch(/^Invalid configuration: WEB_PORT must be .*; SITE_URL must be /)
  })
})

describe("the web site's check at start", () => {
  it('in production, refuses to start without the public URLs and the notification secret', () => {
    expect(refusal(() => checkWebEnv({ APP_ENV: 'production' }))).toBe(
      'Invalid configuration: ' +
        "SITE_URL must be set in production to the site's public origin (got nothing); " +
        "CMS_PUBLIC_URL must be set in production to the CMS's public origin (got nothing); " +
        'REVALIDATE_SECRET must be set in production to the secret the CMS signs its notifications with (got nothing)',
    )
    const { SITE_URL: _, ...withoutSite } = production
    expect(refusal(() => checkWebEnv(withoutSite))).toMatch(/^Invalid configuration: SITE_URL must be set/)
    expect(checkWebEnv(production).development).toBe(false)
  })

  it('takes NODE_ENV=production for production unless APP_ENV says otherwise', () => {
    expect(refusal(() => checkWebEnv({ NODE_ENV: 'production' }))).toMatch(/SITE_URL must be set in production/)
    expect(checkWebEnv({ NODE_ENV: 'production', APP_ENV: 'development' }).development).toBe(true)
  })

  it('in production, still starts without reCAPTCHA keys (the forms then say they are not configured)', () => {
    expect(checkWebEnv({ ...production, RECAPTCHA_SITE_KEY: '' }).recaptcha.siteKey).toBe('')
  })
})

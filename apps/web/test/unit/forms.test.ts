import { EMAIL_LINK_PATHS } from '@jtt/content-api/forms'
import { ROUTES } from '@jtt/content-api/routes'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { getPathname } from '../../src/i18n/navigation'
import { readContact, readSubscription } from '../../src/lib/forms/bodies'
import { CAPTCHA_FIELD } from '../../src/lib/forms/state'
import { schemas, validate } from '../../src/lib/forms/validate'
import { withEnv } from './fresh-env'

const form = (fields: Record<string, string | string[]>) => {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) for (const v of [value].flat()) data.append(name, v)
  return data
}

const contact = {
  'page-locale': 'en',
  name: 'Budi Santoso',
  email: 'budi@example.com',
  phone: '',
  subject: 'Toll card top-up',
  message: 'Where can I top up my toll card on the Semarang–Solo section?',
  [CAPTCHA_FIELD]: 'answer',
}

describe('form bodies and their checks (the same in the browser and the server action)', () => {
  it('reads the contact form into the contract body: an empty phone is left out, the page language kept', () => {
    const { body, values } = readContact(form(contact))
    expect(body).toMatchObject({ name: 'Budi Santoso', locale: 'en', captchaToken: 'answer' })
    expect(body.phone).toBeUndefined()
    expect(values).not.toHaveProperty(CAPTCHA_FIELD)
    expect(validate(schemas.contact, body, true)).toEqual({})
  })

  it('finds the first problem of each field, and a missing captcha answer when one is needed', () => {
    const { body } = readContact(
      form({
        ...contact,
        name: ' ',
        email: 'budi@',
        phone: 'call me',
        subject: 'Hi',
        message: 'x'.repeat(3001),
        [CAPTCHA_FIELD]: '',
      }),
    )
    expect(validate(schemas.contact, body, true)).toEqual({
      name: 'required',
      email: 'invalidEmail',
      phone: 'invalidPhone',
      subject: 'tooShort',
      message: 'tooLong',
      captcha: 'captchaRequired',
    })
    // Development without a captcha: no answer is asked for.
    expect(validate(schemas.contact, body, false)).not.toHaveProperty('captcha')
  })

  it('reads the subscription: the chosen language and topics', () => {
    const { body } = readSubscription(
      form({ 'page-locale': 'id', email: 'a@b.co', locale: 'en', topics: ['press-releases'] }),
    )
    expect(body).toMatchObject({ locale: 'en', topics: ['press-releases'] })
    const none = readSubscription(form({ 'page-locale': 'id', email: 'a@b.co', locale: 'en' })).body
    expect(validate(schemas.subscribe, none, false)).toEqual({ topics: 'chooseTopic' })
  })
})

describe('captcha setup from the environment (spec §5, §8)', () => {
  afterEach(() => vi.unstubAllEnvs())
  const captchaSetupWith = async (variables: Record<string, string>) =>
    (await withEnv(variables, () => import('../../src/lib/forms/captcha-setup'))).captchaSetup()

  it('shows the widget with a site key, loading the script from the configured URL', async () => {
    const setup = await captchaSetupWith({
      RECAPTCHA_SITE_KEY: 'site-key',
      RECAPTCHA_SCRIPT_URL: 'http://127.0.0.1:9/recaptcha/api.js',
    })
    expect(setup).toEqual({
      mode: 'on',
      siteKey: 'site-key',
      scriptUrl: 'http://127.0.0.1:9/recaptcha/api.js',
      fallbackUrl: 'http://127.0.0.1:9/recaptcha/api/fallback',
    })
  })

  it('no key: a visible warning in development, a configuration error in production', async () => {
    expect(await captchaSetupWith({ RECAPTCHA_SITE_KEY: '', APP_ENV: 'development' })).toEqual({
      mode: 'off',
      warning: 'ReCaptcha error: No key provided',
    })
    expect(await captchaSetupWith({ APP_ENV: 'production' })).toEqual({
      mode: 'broken',
      error: 'ReCaptcha error: No key provided',
    })
  })

  it('no version, or another one than 2: a configuration error of its own', async () => {
    const production = { RECAPTCHA_SITE_KEY: 'site-key', APP_ENV: 'production' }
    expect(await captchaSetupWith({ ...production, RECAPTCHA_VERSION: '' })).toEqual({
      mode: 'broken',
      error: 'ReCaptcha error: No version provided',
    })
    expect(await captchaSetupWith({ ...production, RECAPTCHA_VERSION: '3' })).toMatchObject({ mode: 'broken' })
  })
})

describe('links in emails', () => {
  it('open pages of the routing table', () => {
    for (const locale of ['id', 'en'] as const) {
      expect(EMAIL_LINK_PATHS.confirm[locale]).toBe(getPathname({ locale, href: ROUTES['email-alert'].page }))
      expect(EMAIL_LINK_PATHS.unsubscribe[locale]).toBe(getPathname({ locale, href: ROUTES.unsubscribe.page }))
    }
  })
})

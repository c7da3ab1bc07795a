import { expect, test, type Page } from '@playwright/test'
import { messages, visitor } from './forms'
import { visitorAddress } from './mail'
import { sitePath } from '@jtt/content-api/routes'

/**
 * Every form of the site counts posts per address (FORM_POSTS_PER_IP, 10 in 15 minutes; links from
 * emails twenty times that) and answers 429 past it: the forms with the localized page, the
 * one-click route with Retry-After. The contact form has its own test (contact-errors.spec.ts).
 */
const PER_IP = 10
const FORMS = [
  { name: 'email alerts', locale: 'id', path: sitePath('email-alert', 'id'), submit: 'alerts' },
  { name: 'unsubscribe', locale: 'en', path: sitePath('unsubscribe', 'en'), submit: 'unsubscribe' },
  {
    name: 'unsubscribe (investor relations)',
    locale: 'id',
    path: sitePath('email-alert-unsubscribe', 'id'),
    submit: 'unsubscribe',
  },
] as const

const post = async (page: Page, button: string) =>
  (
    await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST'),
      page.getByRole('button', { name: button }).click(),
    ])
  )[0]

for (const form of FORMS) {
  test(`${form.name} (${form.locale}): the ${PER_IP + 1}th post is a 429 with the localized page`, async ({
    browser,
  }) => {
    const t = messages[form.locale]
    const button = t[form.submit].submit
    const page = await visitor(browser, { javaScript: false })
    await page.goto(form.path)
    for (let i = 0; i < PER_IP; i++) expect((await post(page, button)).status()).not.toBe(429)
    const limited = await post(page, button)
    expect(limited.status()).toBe(429)
    expect(Number(limited.headers()['retry-after'])).toBeGreaterThan(0)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.forms.tooManyTitle)
  })
}

test('the one-click unsubscribe route (RFC 8058): 429 with Retry-After past the email-link limit', async ({
  request,
}) => {
  test.setTimeout(90_000)
  const headers = { 'x-forwarded-for': visitorAddress() }
  const oneClick = (token: string) =>
    request.post(`/api/alerts/unsubscribe?token=${token}`, { headers, form: { 'List-Unsubscribe': 'One-Click' } })
  for (let i = 0; i < PER_IP * 20; i++) expect((await oneClick(`bad-${i}`)).status()).toBe(400)
  const limited = await oneClick('bad-last')
  expect(limited.status()).toBe(429)
  expect(Number(limited.headers()['retry-after'])).toBeGreaterThan(0)
  // Another address is not affected.
  const other = await request.post('/api/alerts/unsubscribe?token=bad-other', {
    headers: { 'x-forwarded-for': visitorAddress() },
    form: { 'List-Unsubscribe': 'One-Click' },
  })
  expect(other.status()).toBe(400)
})

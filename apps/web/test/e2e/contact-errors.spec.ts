import { FIELD_LIMITS } from '@jtt/content-api'
import { expect, test } from '@playwright/test'
import { LOCALES } from './fixtures'
import { answerCaptchaAs, expectAccessible, fill, messages, visitor } from './forms'
import { sitePath } from '@jtt/content-api/routes'

/** The contact form's refusals: field errors in both languages, with and without JavaScript, and the limit. */
const PATH = { id: sitePath('contact', 'id'), en: sitePath('contact', 'en') }

test.describe('contact form errors, in both languages, next to each field', () => {
  for (const locale of LOCALES) {
    test(`the browser's check: every field's message, focus on the summary, input kept (${locale})`, async ({
      browser,
    }) => {
      const t = messages[locale]
      const page = await visitor(browser)
      await page.goto(PATH[locale])
      await page.locator('#contact-name').fill('A')
      await page.locator('#contact-email').fill('not-an-email')
      await page.locator('#contact-phone').fill('call me')
      await page.locator('#contact-subject').fill('Hi')
      await page.getByRole('button', { name: t.contact.submit }).click()
      const expected: Record<string, string> = {
        name: fill(t.forms.errors.tooShort, { field: t.contact.fields.name, min: FIELD_LIMITS.name.min }),
        email: t.forms.errors.invalidEmail,
        phone: t.forms.errors.invalidPhone,
        subject: fill(t.forms.errors.tooShort, { field: t.contact.fields.subject, min: FIELD_LIMITS.subject.min }),
        message: fill(t.forms.errors.required, { field: t.contact.fields.message }),
      }
      for (const [field, text] of Object.entries(expected)) {
        const input = page.locator(`#contact-${field}`)
        await expect(page.locator(`#contact-${field}-error`)).toHaveText(text)
        await expect(input).toHaveAttribute('aria-invalid', 'true')
        await expect(input).toHaveAttribute('aria-describedby', new RegExp(`contact-${field}-error`))
      }
      await expect(page.locator('#captcha-error')).toHaveText(t.forms.errors.captchaRequired)
      const summary = page.getByRole('alert').filter({ hasText: t.forms.summaryTitle })
      await expect(summary).toBeFocused()
      await expect(summary.getByRole('link')).toHaveCount(6)
      await expect(page.locator('#contact-subject')).toHaveValue('Hi')
      await expectAccessible(page, `contact errors, browser check (${locale})`)
      // The summary's links lead to the fields.
      await summary.getByRole('link', { name: expected.email }).click()
      await expect(page.locator('#contact-email')).toBeFocused()
    })

    test(`the server's check without JavaScript: the same messages, input kept (${locale})`, async ({ browser }) => {
      const t = messages[locale]
      const page = await visitor(browser, { javaScript: false })
      await page.goto(PATH[locale])
      await page.locator('#contact-name').fill('Rina')
      await page.locator('#contact-email').fill('rina@')
      await page.locator('#contact-subject').fill('Tarif')
      await page.locator('#contact-message').fill('x'.repeat(FIELD_LIMITS.message.min - 1))
      const [post] = await Promise.all([
        page.waitForResponse((r) => r.request().method() === 'POST'),
        page.getByRole('button', { name: t.contact.submit }).click(),
      ])
      expect(post.status()).toBe(200)
      await expect(page.locator('#contact-email-error')).toHaveText(t.forms.errors.invalidEmail)
      await expect(page.locator('#contact-message-error')).toHaveText(
        fill(t.forms.errors.tooShort, { field: t.contact.fields.message, min: FIELD_LIMITS.message.min }),
      )
      await expect(page.locator('#captcha-error')).toHaveText(t.forms.errors.captchaRequired)
      await expect(page.locator('#contact-name')).toHaveValue('Rina')
      await expect(page.locator('#contact-email')).toHaveValue('rina@')
      await expect(page.locator('#contact-name-error')).toHaveCount(0)
    })
  }

  for (const locale of LOCALES) {
    for (const check of ['browser', 'server'] as const) {
      test(`an empty form: every required field says so, and a bad phone number (${check}'s check, ${locale})`, async ({
        browser,
      }) => {
        const t = messages[locale]
        // 'app-blocked': the site's scripts never load, so the form posts as plain HTML to the server.
        const page = await visitor(browser, { javaScript: check === 'browser' ? true : 'app-blocked' })
        await page.goto(PATH[locale])
        await page.locator('#contact-phone').fill('call me')
        await page.getByRole('button', { name: t.contact.submit }).click()
        const required = (field: 'name' | 'email' | 'subject' | 'message') =>
          fill(t.forms.errors.required, { field: t.contact.fields[field] })
        for (const field of ['name', 'email', 'subject', 'message'] as const) {
          await expect(page.locator(`#contact-${field}-error`)).toHaveText(required(field))
        }
        await expect(page.locator('#contact-phone-error')).toHaveText(t.forms.errors.invalidPhone)
        await expect(page.locator('#contact-phone')).toHaveValue('call me')
      })
    }
  }

  test('axe passes on the server-rendered error state', async ({ browser }) => {
    const page = await visitor(browser, { javaScript: 'app-blocked' })
    await page.goto(PATH.en)
    await page.getByRole('button', { name: messages.en.contact.submit }).click()
    await expect(page.locator('#contact-name-error')).toBeVisible()
    await expectAccessible(page, 'contact errors, server check')
  })
})

test.describe('rate limit per address', () => {
  test('without JavaScript, the 11th post in 15 minutes is a 429 with the localized page', async ({ browser }) => {
    const page = await visitor(browser, { javaScript: false })
    await page.goto(PATH.id)
    for (let i = 0; i < 10; i++) {
      const [post] = await Promise.all([
        page.waitForResponse((r) => r.request().method() === 'POST'),
        page.getByRole('button', { name: messages.id.contact.submit }).click(),
      ])
      expect(post.status()).toBe(200)
    }
    const [limited] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST'),
      page.getByRole('button', { name: messages.id.contact.submit }).click(),
    ])
    expect(limited.status()).toBe(429)
    expect(Number(limited.headers()['retry-after'])).toBeGreaterThan(0)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.id.forms.tooManyTitle)
    await expect(page.getByText(messages.id.forms.tooManyText)).toBeVisible()
  })

  test('with JavaScript, the form says it in place, input kept; axe passes', async ({ browser }) => {
    const t = messages.en
    const page = await visitor(browser)
    await page.goto(PATH.en)
    await page.locator('#contact-name').fill('Bot Tester')
    await page.locator('#contact-email').fill('bot@example.com')
    await page.locator('#contact-subject').fill('Repeated')
    await page.locator('#contact-message').fill('Sending the same thing over and over.')
    const refuse = async () => {
      await answerCaptchaAs(page, 'fail-again')
      await page.getByRole('button', { name: t.contact.submit }).click()
    }
    for (let i = 0; i < 10; i++) {
      await refuse()
      await expect(page.locator('#captcha-error')).toHaveText(t.forms.errors.captchaFailed)
      await expect(page.getByRole('button', { name: t.contact.submit })).toBeEnabled()
    }
    await refuse()
    await expect(page.getByRole('alert').filter({ hasText: 'Too many submissions from your address' })).toBeVisible()
    await expect(page.locator('#contact-name')).toHaveValue('Bot Tester')
    await expectAccessible(page, 'rate limited (JavaScript)')
  })

  test('the 429 page passes axe', async ({ browser }) => {
    const page = await visitor(browser, { javaScript: 'app-blocked' })
    await page.goto(PATH.en)
    for (let i = 0; i < 11; i++) await page.getByRole('button', { name: messages.en.contact.submit }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.en.forms.tooManyTitle)
    await expectAccessible(page, '429 page')
  })
})

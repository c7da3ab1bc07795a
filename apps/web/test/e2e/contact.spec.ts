import { FIELD_LIMITS } from '@jtt/content-api'
import { expect, test } from '@playwright/test'
import { api, LOCALES, must } from './fixtures'
import { expectAccessible, fill, messages, tickCaptcha, visitor } from './forms'
import { mailTo, waitForMail } from './mail'

const PATH = { id: '/id/hubungi-kami', en: '/en/contact-us' }
/** Form settings send notifications to the company's public address (seeded). */
const RECIPIENT = 'info@jasamargatransjawatol.co.id'

const uniqueSubject = (what: string) => `${what} ${Date.now()}-${Math.random().toString(36).slice(2, 6)}`

test.describe('contact page', () => {
  for (const locale of LOCALES) {
    test(`shows the office from the CMS, a map with links, and the form (${locale})`, async ({ page }) => {
      const t = messages[locale]
      const component = async (slug: string) => (await must(api().components({ slug, locale }))).data[0]!.title
      const res = await page.goto(PATH[locale])
      expect(res?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.contact.title)
      const office = page.getByRole('region', { name: t.contact.office })
      for (const slug of ['footer-address', 'footer-phone-number', 'footer-email', 'footer-time']) {
        await expect(office.getByText(await component(slug), { exact: true })).toBeVisible()
      }
      const address = await component('footer-address')
      await expect(page.getByRole('img', { name: fill(t.contact.map.imageLabel, { address }) })).toBeVisible()
      await expect(page.getByRole('link', { name: new RegExp(t.contact.map.openStreetMap) })).toHaveAttribute(
        'href',
        `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}`,
      )
      await expect(page.locator('form #contact-name')).toBeVisible()
      await expectAccessible(page, `contact form (${locale})`)
    })

    test(`a visitor with JavaScript sends a message: stored, answered, emailed (${locale})`, async ({ browser }) => {
      const t = messages[locale]
      const page = await visitor(browser)
      const subject = uniqueSubject(locale === 'id' ? 'Pertanyaan kartu tol' : 'Toll card question')
      await page.goto(PATH[locale])
      await page.locator('#contact-name').fill('Dewi Lestari')
      await page.locator('#contact-email').fill('dewi@example.com')
      await page.locator('#contact-subject').fill(subject)
      await page.locator('#contact-message').fill('Apakah kartu tol bisa diisi ulang di rest area KM 57A?')
      await tickCaptcha(page)
      await page.getByRole('button', { name: t.contact.submit }).click()
      await expect(page).toHaveURL(new RegExp(`${PATH[locale]}\\?status=sent$`))
      await expect(page.getByRole('status').filter({ hasText: t.contact.sent.title })).toBeVisible()
      await expectAccessible(page, `contact sent (${locale})`)
      const mail = await waitForMail(RECIPIENT, (m) => m.subject.includes(subject))
      expect(mail.replyTo).toContain('dewi@example.com')
      expect(mail.text).toContain('Apakah kartu tol bisa diisi ulang di rest area KM 57A?')
    })
  }

  test('without JavaScript: a plain form post, the captcha answer pasted, 303 to the sent state', async ({
    browser,
  }) => {
    const page = await visitor(browser, { javaScript: false })
    const subject = uniqueSubject('Tanpa JavaScript')
    await page.goto(PATH.id)
    await page.locator('#contact-name').fill('Agus Salim')
    await page.locator('#contact-email').fill('agus@example.com')
    await page.locator('#contact-phone').fill('0812 3456 789')
    await page.locator('#contact-subject').fill(subject)
    await page.locator('#contact-message').fill('Pesan ini dikirim tanpa JavaScript, sebagai formulir biasa.')
    await page.locator('#captcha-noscript').fill(`pass-nojs-${Date.now()}`)
    const [post] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST'),
      page.getByRole('button', { name: messages.id.contact.submit }).click(),
    ])
    expect(post.status()).toBe(303)
    await expect(page).toHaveURL(/\/id\/hubungi-kami\?status=sent$/)
    await expect(page.getByText(messages.id.contact.sent.title)).toBeVisible()
    await waitForMail(RECIPIENT, (m) => m.subject.includes(subject))
  })
})

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

  test('axe passes on the server-rendered error state', async ({ browser }) => {
    const page = await visitor(browser, { javaScript: 'app-blocked' })
    await page.goto(PATH.en)
    await page.getByRole('button', { name: messages.en.contact.submit }).click()
    await expect(page.locator('#contact-name-error')).toBeVisible()
    await expectAccessible(page, 'contact errors, server check')
  })
})

test.describe('captcha (spec §5, §8) against the local stand-in', () => {
  test('missing: the browser asks for it and nothing is sent; failed: the server says so; ok: sent', async ({
    browser,
  }) => {
    const t = messages.en
    const page = await visitor(browser)
    const subject = uniqueSubject('Captcha')
    await page.goto(PATH.en)
    await page.locator('#contact-name').fill('Wahyu')
    await page.locator('#contact-email').fill('wahyu@example.com')
    await page.locator('#contact-subject').fill(subject)
    await page.locator('#contact-message').fill('Testing the captcha answers one by one.')
    await page.getByRole('button', { name: t.contact.submit }).click()
    await expect(page.locator('#captcha-error')).toHaveText(t.forms.errors.captchaRequired)
    // An answer the service refuses (the widget's hidden field, as a bot would fill it).
    await page.evaluate(() => {
      const field = document.querySelector<HTMLTextAreaElement>('textarea[name="g-recaptcha-response"]')!
      field.value = 'fail-robot'
    })
    await page.getByRole('button', { name: t.contact.submit }).click()
    await expect(page.locator('#captcha-error')).toHaveText(t.forms.errors.captchaFailed)
    await expect(page.locator('#contact-subject')).toHaveValue(subject)
    await expectAccessible(page, 'captcha failed')
    // The widget was reset after the answer; a fresh tick goes through.
    await tickCaptcha(page)
    await page.getByRole('button', { name: t.contact.submit }).click()
    await expect(page).toHaveURL(/status=sent$/)
    await waitForMail(RECIPIENT, (m) => m.subject.includes(subject))
    // Only the accepted answer stored and sent the message.
    expect((await mailTo(RECIPIENT)).filter((m) => m.subject.includes(subject))).toHaveLength(1)
  })

  test('a script that does not load, or does not start: the spec’s messages', async ({ browser }) => {
    const page = await visitor(browser)
    await page.route('**/recaptcha/api.js*', (route) => route.abort())
    await page.goto(PATH.en)
    await expect(page.getByRole('alert').filter({ hasText: 'ReCaptcha error: Failed to load script' })).toBeVisible()
    const broken = await visitor(browser)
    await broken.route('**/recaptcha/api.js*', (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: `window.grecaptcha = { render() { throw new Error('boom') }, reset() {} };
          window[new URL(document.currentScript.src).searchParams.get('onload')]();`,
      }),
    )
    await broken.goto(PATH.en)
    await expect(broken.getByRole('alert').filter({ hasText: 'Failed to execute' })).toBeVisible()
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
      await page.evaluate(() => {
        document.querySelector<HTMLTextAreaElement>('textarea[name="g-recaptcha-response"]')!.value = 'fail-again'
      })
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

import { expect, test, type Page } from '@playwright/test'
import { api, cmsRest, must } from './fixtures'
import { expectAccessible, messages, tickCaptcha, visitor } from './forms'
import { QUEUE_ALERTS_TASK, SEND_ALERT_TASK } from '../../../cms/src/alerts/taskNames'
import { queueDrained } from './jobs'
import { linkIn, mailTo, visitorAddress, waitForMail } from './mail'
import { sitePath } from '@jtt/content-api/routes'

// Publishing shared content: with publish-to-live in the serial phase (playwright.config.ts).
test.describe.configure({ mode: 'serial' })

/**
 * Email alerts through the site and the real CMS, SMTP server and job queue. Press releases come
 * with their own section; here CMS pages stand in for them (ALERT_TEST_SOURCES), publishing one goes
 * the whole way a press release will.
 */
/** The site's origin: links in emails point there (SITE_URL). */
const site = () => new URL(test.info().project.use.baseURL!).origin
const PATH = { id: sitePath('email-alert', 'id'), en: sitePath('email-alert', 'en') }
/** Every alert job queued so far (a publish queues one, which queues an email per subscriber) has run. */
const alertsSent = () => queueDrained([QUEUE_ALERTS_TASK, SEND_ALERT_TASK])

async function subscriberStatus(email: string): Promise<string | undefined> {
  const found = (await cmsRest('GET', `/alert-subscribers?where[email][equals]=${encodeURIComponent(email)}`)) as {
    docs: { status: string }[]
  }
  return found.docs[0]?.status
}

/** A second subscriber, straight through the Content API (as the site's server action does). */
async function confirmedThroughApi(email: string) {
  const headers = { 'x-forwarded-for': visitorAddress() }
  const captchaToken = `pass-api-${Date.now()}`
  await must(
    api().subscribeToAlerts({ email, locale: 'id', topics: ['press-releases'], captchaToken }, { init: { headers } }),
  )
  const mail = await waitForMail(email)
  const token = new URL(linkIn(mail, `${site()}/id/`)).searchParams.get('token')!
  await must(api().confirmAlertSubscription({ token }, { init: { headers } }))
}

async function publishPage(title: { id: string; en: string }, slug: string) {
  const created = (await cmsRest('POST', '/pages?locale=id&draft=true', {
    title: title.id,
    slug,
    _status: 'draft',
  })) as {
    doc: { id: number }
  }
  await cmsRest('PATCH', `/pages/${created.doc.id}?locale=en&draft=true`, { title: title.en, slug: `${slug}-en` })
  await cmsRest('PATCH', `/pages/${created.doc.id}?locale=id`, { _status: 'published' })
  return created.doc.id
}

async function subscribeOnPage(page: Page, email: string) {
  const t = messages.id
  await page.goto(PATH.id)
  await page.locator('#alert-email').fill(email)
  await page.getByRole('radio', { name: 'English' }).check()
  await expect(page.getByRole('checkbox', { name: t.alerts.topic['press-releases'] })).toBeChecked()
  await tickCaptcha(page)
  await page.getByRole('button', { name: t.alerts.submit }).click()
  await expect(page).toHaveURL(/status=check-email$/)
}

/**
 * A mail client (or a person) that opens the `List-Unsubscribe` URL instead of POSTing to it lands on
 * the site's unsubscribe page in the subscriber's language, with the token, on the site's own origin.
 */
async function expectHeaderLinkOpensUnsubscribePage(page: Page, headerUrl: string, locale: 'id' | 'en') {
  const token = new URL(headerUrl).searchParams.get('token')!
  await page.goto(headerUrl)
  expect(page.url()).toBe(`${site()}${sitePath('unsubscribe', locale)}?token=${encodeURIComponent(token)}`)
  await expect(page.getByRole('heading', { name: messages[locale].unsubscribe.confirm.title })).toBeVisible()
}

test('subscribe → confirmation email → confirm → publish → one alert → one-click unsubscribe → no more', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000)
  const stamp = Date.now()
  const email = `e2e.reader.${stamp}@example.com`
  const page = await visitor(browser)
  await subscribeOnPage(page, email)
  await expect(page.getByRole('status').filter({ hasText: messages.id.alerts.checkEmail.title })).toBeVisible()
  await expectAccessible(page, 'subscribed, check your inbox')

  // The confirmation, in the language chosen on the form; opening its link changes nothing yet.
  const confirmation = await waitForMail(email)
  expect(confirmation.subject).toBe('Confirm your JTT email alert subscription')
  const link = linkIn(confirmation, `${site()}${PATH.en}?token=`)
  await page.goto(link)
  await expect(page.getByRole('heading', { name: messages.en.alerts.confirm.title })).toBeVisible()
  await expectAccessible(page, 'confirmation page')
  expect(await subscriberStatus(email)).toBe('pending')
  await page.getByRole('button', { name: messages.en.alerts.confirm.submit }).click()
  await expect(page).toHaveURL(/status=confirmed$/)
  await expect(page.getByRole('status').filter({ hasText: messages.en.alerts.confirmed.title })).toBeVisible()
  await expectAccessible(page, 'subscription confirmed')
  expect(await subscriberStatus(email)).toBe('confirmed')

  // Published: one alert in English, with the one-click headers. Published again: nothing more.
  const id = await publishPage({ id: `Siaran E2E ${stamp}`, en: `E2E Release ${stamp}` }, `siaran-e2e-${stamp}`)
  const alert = await waitForMail(email, (m) => m.subject.includes(`E2E Release ${stamp}`))
  expect(alert.subject).toBe(`New press releases: E2E Release ${stamp}`)
  expect(alert.text).toContain(`${site()}/en/siaran-e2e-${stamp}-en`)
  expect(alert.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')
  await cmsRest('PATCH', `/pages/${id}?locale=id`, { _status: 'draft' })
  await cmsRest('PATCH', `/pages/${id}?locale=id`, { _status: 'published' })
  await alertsSent()
  expect((await mailTo(email)).filter((m) => m.subject.includes(String(stamp)))).toHaveLength(1)

  // The mail client's one-click POST (RFC 8058) to the site.
  const oneClick = /^<(.+)>$/.exec(alert.headers['list-unsubscribe']!)![1]!
  expect(oneClick.startsWith(`${site()}/api/alerts/unsubscribe?token=`)).toBe(true)
  await expectHeaderLinkOpensUnsubscribePage(page, oneClick, 'en')
  expect(await subscriberStatus(email)).toBe('confirmed')
  const res = await request.post(oneClick, { form: { 'List-Unsubscribe': 'One-Click' } })
  expect(res.status()).toBe(200)
  expect(await subscriberStatus(email)).toBe('unsubscribed')

  // The next release reaches another subscriber, not this one.
  const other = `e2e.other.${stamp}@example.com`
  await confirmedThroughApi(other)
  await publishPage({ id: `Siaran Lagi ${stamp}`, en: `Another Release ${stamp}` }, `siaran-lagi-${stamp}`)
  const otherAlert = await waitForMail(other, (m) => m.subject.includes(`Siaran Lagi ${stamp}`))
  await expectHeaderLinkOpensUnsubscribePage(page, /^<(.+)>$/.exec(otherAlert.headers['list-unsubscribe']!)![1]!, 'id')
  await alertsSent()
  expect((await mailTo(email)).filter((m) => m.subject.includes(`Another Release ${stamp}`))).toHaveLength(0)
})

test('a confirmation link that is not genuine is refused in words in both languages, changing nothing; axe passes', async ({
  browser,
}) => {
  const email = `e2e.altered.${Date.now()}@example.com`
  const page = await visitor(browser)
  await subscribeOnPage(page, email)
  const link = linkIn(await waitForMail(email), `${site()}${PATH.en}?token=`)
  for (const locale of ['id', 'en'] as const) {
    const t = messages[locale]
    const token = new URL(link).searchParams.get('token')!
    const altered = token.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'))
    await page.goto(`${PATH[locale]}?token=${encodeURIComponent(altered)}`)
    await page.getByRole('button', { name: t.alerts.confirm.submit }).click()
    await expect(page.getByRole('alert').filter({ hasText: t.forms.problems.invalidLink })).toBeVisible()
    await expectAccessible(page, `altered confirmation link (${locale})`)
  }
  expect(await subscriberStatus(email)).toBe('pending')
})

test('the subscription form never tells whether an address is known', async ({ browser }) => {
  test.setTimeout(90_000)
  const stamp = Date.now()
  const known = `e2e.known.${stamp}@example.com`
  await confirmedThroughApi(known)
  const answers: string[] = []
  for (const email of [known, `e2e.unknown.${stamp}@example.com`]) {
    const page = await visitor(browser)
    await subscribeOnPage(page, email)
    answers.push(await page.locator('main').innerText())
  }
  expect(answers[0]).toBe(answers[1])
})

test('subscription errors in both languages, next to each field, and without JavaScript', async ({ browser }) => {
  test.setTimeout(90_000)
  for (const locale of ['id', 'en'] as const) {
    const t = messages[locale]
    const page = await visitor(browser)
    await page.goto(PATH[locale])
    await page.locator('#alert-email').fill('nobody@')
    for (const topic of ['press-releases', 'financial-reports'] as const) {
      await page.getByRole('checkbox', { name: t.alerts.topic[topic] }).uncheck()
    }
    await page.getByRole('button', { name: t.alerts.submit }).click()
    await expect(page.locator('#alert-email-error')).toHaveText(t.forms.errors.invalidEmail)
    await expect(page.locator('#alert-topics-error')).toHaveText(t.forms.errors.chooseTopic)
    await expect(page.locator('#captcha-error')).toHaveText(t.forms.errors.captchaRequired)
    await expectAccessible(page, `subscription errors (${locale})`)
  }
  const plain = await visitor(browser, { javaScript: 'app-blocked' })
  await plain.goto(PATH.en)
  await plain.locator('#alert-email').fill('still@')
  await plain.getByRole('button', { name: messages.en.alerts.submit }).click()
  await expect(plain.locator('#alert-email-error')).toHaveText(messages.en.forms.errors.invalidEmail)
  await expect(plain.locator('#alert-email')).toHaveValue('still@')
  await expectAccessible(plain, 'subscription errors, server check')
})

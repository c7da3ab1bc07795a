import { expect, test } from '@playwright/test'
import { api, cmsRest, must } from './fixtures'
import { expectAccessible, messages, tickCaptcha, visitor } from './forms'
import { linkIn, mailTo, visitorAddress, waitForMail } from './mail'
import { sitePath } from '@jtt/content-api/routes'

/**
 * Both unsubscribe pages (spec §2), in both languages: an address gets a link without the page
 * telling whether it is subscribed; the link opens a page whose button unsubscribes (a POST).
 */
const ROUTES = [
  { name: 'unsubscribe', id: sitePath('unsubscribe', 'id'), en: sitePath('unsubscribe', 'en'), title: 'title' },
  {
    name: 'investor relations',
    id: sitePath('email-alert-unsubscribe', 'id'),
    en: sitePath('email-alert-unsubscribe', 'en'),
    title: 'titleInvestor',
  },
] as const

/** The site's origin: links in emails point there (SITE_URL). */
const site = () => new URL(test.info().project.use.baseURL!).origin

async function confirmedSubscriber(email: string) {
  const headers = { 'x-forwarded-for': visitorAddress() }
  await must(
    api().subscribeToAlerts(
      { email, locale: 'id', topics: ['press-releases'], captchaToken: `pass-u-${Date.now()}` },
      { init: { headers } },
    ),
  )
  const token = new URL(linkIn(await waitForMail(email), `${site()}/id/`)).searchParams.get('token')!
  await must(api().confirmAlertSubscription({ token }, { init: { headers } }))
}

async function subscriberStatus(email: string) {
  const found = (await cmsRest('GET', `/alert-subscribers?where[email][equals]=${encodeURIComponent(email)}`)) as {
    docs: { status: string }[]
  }
  return found.docs[0]?.status
}

for (const route of ROUTES) {
  for (const locale of ['id', 'en'] as const) {
    test(`${route.name} (${locale}): a link by email, then one button`, async ({ browser }) => {
      test.setTimeout(120_000)
      const t = messages[locale]
      const stamp = `${Date.now()}${locale}${route.name.length}`
      const known = `e2e.leave.${stamp}@example.com`
      await confirmedSubscriber(known)

      const page = await visitor(browser)
      await page.goto(route[locale])
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.unsubscribe[route.title])
      await expectAccessible(page, `${route.name} form (${locale})`)
      const answers: string[] = []
      for (const email of [known, `e2e.stranger.${stamp}@example.com`]) {
        await page.goto(route[locale])
        await page.locator('#unsubscribe-email').fill(email)
        await tickCaptcha(page)
        await page.getByRole('button', { name: t.unsubscribe.submit }).click()
        await expect(page).toHaveURL(new RegExp(`${route[locale]}\\?status=link-sent$`))
        answers.push(await page.locator('main').innerText())
      }
      expect(answers[0]).toBe(answers[1])
      await expectAccessible(page, `${route.name} link sent (${locale})`)

      // The email is in the language of the page it was asked for on.
      const mail = await waitForMail(known, (m) => m.text.includes('/unsubscribe?token='))
      const link = linkIn(mail, `${site()}${sitePath('unsubscribe', locale)}?token=`)
      const confirm = await visitor(browser)
      await confirm.goto(link.replace(sitePath('unsubscribe', locale), route[locale]))
      await expect(confirm.getByRole('heading', { name: t.unsubscribe.confirm.title })).toBeVisible()
      await expectAccessible(confirm, `${route.name} confirm (${locale})`)
      // No state change on GET (mail scanners open links).
      expect(await subscriberStatus(known)).toBe('confirmed')
      await confirm.getByRole('button', { name: t.unsubscribe.confirm.submit }).click()
      await expect(confirm).toHaveURL(new RegExp(`${route[locale]}\\?status=unsubscribed$`))
      await expect(confirm.getByRole('status').filter({ hasText: t.unsubscribe.done.title })).toBeVisible()
      expect(await subscriberStatus(known)).toBe('unsubscribed')
      await expectAccessible(confirm, `${route.name} done (${locale})`)
    })
  }
}

test('without JavaScript: the unsubscribe button is a plain form post (303), and a bad link says so', async ({
  browser,
}) => {
  const email = `e2e.plain.${Date.now()}@example.com`
  await confirmedSubscriber(email)
  const headers = { 'x-forwarded-for': visitorAddress() }
  await must(
    api().requestUnsubscribeLink({ email, locale: 'id', captchaToken: `pass-p-${Date.now()}` }, { init: { headers } }),
  )
  const link = linkIn(
    await waitForMail(email, (m) => m.text.includes('/unsubscribe?token=')),
    `${site()}${sitePath('unsubscribe', 'id')}?token=`,
  )
  const page = await visitor(browser, { javaScript: false })
  await page.goto(link)
  const [post] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'POST'),
    page.getByRole('button', { name: messages.id.unsubscribe.confirm.submit }).click(),
  ])
  expect(post.status()).toBe(303)
  await expect(page.getByText(messages.id.unsubscribe.done.title)).toBeVisible()
  expect(await subscriberStatus(email)).toBe('unsubscribed')
  // The same link again (already used, still genuine) is fine; an altered one is refused in words.
  await page.goto(link.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')))
  await page.getByRole('button', { name: messages.id.unsubscribe.confirm.submit }).click()
  await expect(page.getByText(messages.id.forms.problems.invalidLink)).toBeVisible()
  expect((await mailTo(email)).length).toBeGreaterThan(0)
})

test('the address form says what is wrong next to the field, in both languages; axe passes', async ({ browser }) => {
  test.setTimeout(90_000)
  for (const locale of ['id', 'en'] as const) {
    const t = messages[locale]
    const page = await visitor(browser)
    await page.goto(ROUTES[0][locale])
    await page.locator('#unsubscribe-email').fill('not an address')
    await page.getByRole('button', { name: t.unsubscribe.submit }).click()
    await expect(page.locator('#unsubscribe-email-error')).toHaveText(t.forms.errors.invalidEmail)
    await expect(page.locator('#captcha-error')).toHaveText(t.forms.errors.captchaRequired)
    await expect(page.locator('#unsubscribe-email')).toHaveValue('not an address')
    await expectAccessible(page, `unsubscribe form errors (${locale})`)
  }
})

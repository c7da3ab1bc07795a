import { expect, test, type Page } from '@playwright/test'
import { axeViolations } from './axe'
import { adminCredentials, api, cmsRest, urlOf } from './fixtures'
import { messages } from './forms'
import { sitePath } from '@jtt/content-api/routes'

async function signIn(page: Page, path: string, email: string, password: string) {
  await page.goto(path)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel(/^(Kata sandi|Password)$/).fill(password)
  await page.getByRole('button', { name: /^(Masuk|Sign in)$/ }).click()
}

/** A throw-away editor, so lockouts never touch the shared admin account. */
async function throwAwayEditor(name: string) {
  const email = `${name}-${Date.now()}@example.com`
  const password = 'Editor#Uji2026'
  await cmsRest('POST', '/users', { email, password, name: `Editor ${name}`, roles: ['editor'] })
  return { email, password }
}

test.describe('editor sign-in', () => {
  test('sign in → profile → sign out → the token is refused by the Content API', async ({ page, context }) => {
    const { email, password } = adminCredentials()
    await signIn(page, `${sitePath('login', 'en')}?redirect=${sitePath('account', 'en')}`, email, password)
    await expect(page).toHaveURL(urlOf(sitePath('account', 'en')))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My account')
    await expect(page.getByRole('definition').filter({ hasText: email })).toBeVisible()
    await expect(page.getByText('content:preview', { exact: true })).toBeVisible()
    await expect(page.getByText('admin', { exact: true })).toBeVisible()

    const cookie = (await context.cookies()).find((c) => c.name === 'auth._token.local')!
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' })
    // Served over http here; with an https SITE_URL the cookie is Secure as well.
    expect(cookie.secure).toBe(false)
    expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain(cookie.value)
    expect((await api().profile(cookie.value)).ok).toBe(true)

    await page.getByRole('button', { name: 'Sign out' }).click()
    await expect(page).toHaveURL(/\/en$/)
    expect((await context.cookies()).some((c) => c.name === 'auth._token.local')).toBe(false)
    const after = await api().profile(cookie.value)
    expect(after.ok || after.error.status).toBe(401)
  })

  test('a wrong password gives one generic message and keeps the email (Indonesian)', async ({ page }) => {
    const { email } = adminCredentials()
    await signIn(page, sitePath('login', 'id'), email, 'Salah#Sandi2026')
    await expect(page.locator('#login-error')).toContainText('Email atau kata sandi salah')
    await expect(page.getByLabel('Email')).toHaveValue(email)
    await expect(page).toHaveURL(urlOf(sitePath('login', 'id'), { to: 'start' }))
  })

  test('after 5 failures from one address, that address is refused on the account; its owner still signs in from another', async ({
    browser,
  }) => {
    const editor = await throwAwayEditor('kunci')
    // Two visitors by their addresses (the site trusts loopback's X-Forwarded-For, as behind nginx).
    const visitorAt = async (address: string) =>
      (await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': address } })).newPage()
    const guesser = await visitorAt(`10.${Math.floor(Math.random() * 250)}.1.9`)
    for (let i = 0; i < 5; i++) {
      await signIn(guesser, sitePath('login', 'en'), editor.email, 'Wrong#Pass2026')
      await expect(guesser.locator('#login-error')).toContainText(messages.en.auth.errorRefused)
    }
    await signIn(guesser, sitePath('login', 'en'), editor.email, editor.password)
    await expect(guesser.locator('#login-error')).toContainText(messages.en.auth.errorTooMany)
    await expect(guesser.locator('#login-error')).not.toContainText(editor.email)
    await expect(guesser).toHaveURL(urlOf(sitePath('login', 'en'), { to: 'start' }))
    // No lock anyone can set on the owner: the right password from an address without failures.
    const owner = await visitorAt(`10.${Math.floor(Math.random() * 250)}.2.9`)
    await signIn(owner, sitePath('login', 'en'), editor.email, editor.password)
    await expect(owner).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/en$/)
    await guesser.context().close()
    await owner.context().close()
  })

  for (const unsafe of ['//evil.example', 'https://evil.example', '/\\evil.example', '/%5Cevil']) {
    test(`the redirect ${unsafe} is ignored; a safe one is followed`, async ({ page, context }) => {
      const editor = await throwAwayEditor('arah')
      await signIn(
        page,
        `${sitePath('login', 'id')}?redirect=${encodeURIComponent(unsafe)}`,
        editor.email,
        editor.password,
      )
      await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/id$/)
      // The same sign-in with an internal path goes there.
      await context.clearCookies()
      await signIn(page, `${sitePath('login', 'id')}?redirect=${sitePath('csr', 'id')}`, editor.email, editor.password)
      await expect(page).toHaveURL(new RegExp(`^http://127\\.0\\.0\\.1:\\d+${sitePath('csr', 'id')}$`))
    })
  }

  test('without JavaScript the form still signs in and out', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    const editor = await throwAwayEditor('tanpa-js')
    await signIn(
      page,
      `${sitePath('login', 'id')}?redirect=${sitePath('account', 'id')}`,
      editor.email,
      'Salah#Sandi2026',
    )
    await expect(page.locator('#login-error')).toContainText('Email atau kata sandi salah')
    await signIn(
      page,
      `${sitePath('login', 'id')}?redirect=${sitePath('account', 'id')}`,
      editor.email,
      editor.password,
    )
    await expect(page).toHaveURL(urlOf(sitePath('account', 'id')))
    await page.getByRole('button', { name: 'Keluar' }).click()
    await expect(page).toHaveURL(/\/id$/)
    await context.close()
  })

  test('a guest opening the account page signs in first; an ended session is said so', async ({
    page,
    context,
    baseURL,
  }) => {
    await page.goto(sitePath('account', 'en'))
    await expect(page).toHaveURL(
      urlOf(`${sitePath('login', 'en')}?redirect=${encodeURIComponent(sitePath('account', 'en'))}`),
    )
    await context.addCookies([{ name: 'auth._token.local', value: 'ended.token.value', url: baseURL! }])
    await page.goto(sitePath('account', 'en'))
    await expect(page).toHaveURL(
      urlOf(`${sitePath('login', 'en')}?reason=expired&redirect=${encodeURIComponent(sitePath('account', 'en'))}`),
    )
    await expect(page.getByText('Your session has ended')).toBeVisible()
    expect((await page.request.get('/login', { maxRedirects: 0 })).headers()['location']).toMatch(
      urlOf(sitePath('login', 'id')),
    )
  })

  test('a form post from another site is refused (CSRF)', async ({ request }) => {
    const res = await request.post(sitePath('login', 'id'), {
      headers: { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      data: 'email=a%40b.co&password=x',
    })
    expect(res.status()).toBe(403)
  })

  test('a sign-out form post from another site is refused (CSRF); the session stays', async ({ page, context }) => {
    const editor = await throwAwayEditor('csrf')
    await signIn(
      page,
      `${sitePath('login', 'en')}?redirect=${sitePath('account', 'en')}`,
      editor.email,
      editor.password,
    )
    await expect(page).toHaveURL(new RegExp(`^http://[^/]+${sitePath('account', 'en')}$`))
    const token = (await context.cookies()).find((c) => c.name === 'auth._token.local')!.value
    // The account page's sign-out form, posted by another site with the editor's cookie (no JavaScript form).
    const res = await page.request.post(sitePath('account', 'en'), {
      headers: { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      data: 'locale=en',
      maxRedirects: 0,
    })
    expect(res.status()).toBe(403)
    expect((await api().profile(token)).ok).toBe(true)
    expect((await context.cookies()).some((c) => c.name === 'auth._token.local')).toBe(true)
  })

  test('too many failed sign-ins get a clear message (429), in both languages', async ({ browser }) => {
    test.setTimeout(120_000)
    // A client address of its own (the site trusts loopback's X-Forwarded-For), so the limit it reaches
    // is this test's alone; unknown accounts, so no account is locked on the way.
    const address = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.7`
    const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': address } })
    const page = await context.newPage()
    const tooMany = { en: messages.en.auth.errorTooMany, id: messages.id.auth.errorTooMany }
    for (let attempt = 0; attempt < 40; attempt++) {
      await signIn(page, sitePath('login', 'en'), `nobody-${attempt}-${Date.now()}@example.com`, 'Wrong#Pass2026')
      const error = page.locator('#login-error')
      await expect(error).toBeVisible()
      if ((await error.textContent())?.includes(tooMany.en)) break
    }
    await expect(page.locator('#login-error')).toContainText(tooMany.en)
    await signIn(page, sitePath('login', 'id'), 'siapa-saja@example.com', 'Salah#Sandi2026')
    await expect(page.locator('#login-error')).toContainText(tooMany.id)
    await context.close()
  })

  test('sign-in and account pages pass axe in both languages', async ({ page }) => {
    const { email, password } = adminCredentials()
    for (const path of [sitePath('login', 'id'), sitePath('login', 'en')]) {
      await page.goto(path)
      expect(await axeViolations(page), path).toEqual([])
    }
    await signIn(page, `${sitePath('login', 'en')}?redirect=${sitePath('account', 'en')}`, email, password)
    await expect(page).toHaveURL(urlOf(sitePath('account', 'en')))
    // Loaded as a document, so no navigation of the sign-in's redirect is still under way while axe runs.
    await page.goto(sitePath('account', 'en'))
    expect(await axeViolations(page)).toEqual([])
    await page.goto(sitePath('account', 'id'))
    expect(await axeViolations(page)).toEqual([])
  })
})

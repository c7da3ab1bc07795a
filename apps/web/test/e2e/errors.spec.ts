import { expect, test } from '@playwright/test'
import { adminCredentials, api, must } from './fixtures'

test.describe('error pages', () => {
  test.use({ javaScriptEnabled: false })

  test('404 is readable without JavaScript, with status 404, in both languages', async ({ page }) => {
    const cases = [
      {
        path: '/id/halaman-yang-tidak-ada',
        title: 'Halaman Tidak Ditemukan',
        text: 'Maaf, halaman yang anda cari tidak ditemukan',
        home: 'Kembali ke Beranda',
      },
      {
        path: '/en/no-such-page',
        title: 'Page Not Found',
        text: 'Sorry, the page you are looking for could not be found',
        home: 'Return to Home',
      },
      {
        path: '/en/deeper/unknown/path',
        title: 'Page Not Found',
        text: 'Sorry, the page you are looking for could not be found',
        home: 'Return to Home',
      },
    ]
    for (const c of cases) {
      const res = await page.goto(c.path)
      expect(res?.status(), c.path).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.title)
      await expect(page.getByText(c.text)).toBeVisible()
      await expect(page.getByRole('link', { name: c.home })).toHaveAttribute('href', '/')
      await expect(page.locator('img[src="/img/error-404.png"]')).toBeVisible()
    }
  })
})

test('unsupported methods answer 501 with the server-error page', async ({ request }) => {
  const res = await request.delete('/en/privacy-policy')
  expect(res.status()).toBe(501)
  const html = await res.text()
  expect(html).toContain('A Server Error Occurred')
  expect(html).toContain('/img/error-501.png')
  expect(html).toContain('href="/"')
  const id = await request.put('/id')
  expect(await id.text()).toContain('Terjadi Kesalahan Pada Server')
})

test.describe('CMS redirects', () => {
  test('/old answers 301 to /new', async ({ request }) => {
    const res = await request.get('/old', { maxRedirects: 0 })
    expect(res.status()).toBe(301)
    expect(new URL(res.headers()['location']!, 'http://127.0.0.1').pathname).toBe('/new')
  })

  test('a redirect added in the CMS works without a restart, chains collapse to one hop', async ({ request }) => {
    const { email, password } = adminCredentials()
    const token = (await must(api().login({ email, password }))).data.token
    const cms = process.env.E2E_CMS_URL!
    for (const body of [
      { old_url: '/promo-mudik', new_url: '/kampanye' },
      { old_url: '/kampanye', new_url: '/id/kebijakan-privasi' },
    ]) {
      const created = await request.post(`${cms}/api/redirects`, {
        headers: { authorization: `Bearer ${token}` },
        data: body,
      })
      expect(created.status()).toBe(201)
    }
    await expect
      .poll(async () => (await request.get('/promo-mudik', { maxRedirects: 0 })).headers()['location'] ?? '', {
        timeout: 10_000,
      })
      .toMatch(/\/id\/kebijakan-privasi$/)
    expect((await request.get('/promo-mudik', { maxRedirects: 0 })).status()).toBe(301)
  })
})

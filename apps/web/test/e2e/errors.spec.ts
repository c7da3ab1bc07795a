import { expect, test } from '@playwright/test'
import { sitePath } from '@jtt/content-api/routes'

test.describe('error pages, complete without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  const notFound = [
    {
      path: '/id/halaman-yang-tidak-ada',
      title: 'Halaman Tidak Ditemukan',
      text: 'Maaf, halaman yang anda cari tidak ditemukan',
      home: 'Kembali ke Beranda',
      homeHref: '/',
      menu: 'Menu utama',
    },
    {
      path: '/en/no-such-page',
      title: 'Page Not Found',
      text: 'Sorry, the page you are looking for could not be found',
      home: 'Return to Home',
      homeHref: sitePath('home', 'en'),
      menu: 'Main menu',
    },
    {
      path: '/en/deeper/unknown/path',
      title: 'Page Not Found',
      text: 'Sorry, the page you are looking for could not be found',
      home: 'Return to Home',
      homeHref: sitePath('home', 'en'),
      menu: 'Main menu',
    },
    // A route of the table whose screen is not built, and a CMS page slug that does not exist.
    {
      path: sitePath('rest-area', 'id', { id: '9999' }),
      title: 'Halaman Tidak Ditemukan',
      text: 'Maaf, halaman yang anda cari tidak ditemukan',
      home: 'Kembali ke Beranda',
      homeHref: '/',
      menu: 'Menu utama',
    },
  ]
  for (const c of notFound) {
    test(`404 ${c.path}: status 404, the site's header, menu and footer, 'Return to Home' to ${c.homeHref}`, async ({
      page,
    }) => {
      const res = await page.goto(c.path)
      expect(res?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.title)
      await expect(page.getByText(c.text)).toBeVisible()
      await expect(page.getByRole('main').getByRole('link', { name: c.home })).toHaveAttribute('href', c.homeHref)
      await expect(page.locator('img[src="/img/error-404.png"]')).toBeVisible()
      await expect(page.getByRole('navigation', { name: c.menu })).toBeVisible()
      await expect(page.getByRole('contentinfo')).toBeVisible()
      await expect(page).toHaveTitle(new RegExp(`^${c.title} \\| PT Jasamarga Transjawa Tol$`))
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toMatch(/noindex/)
    })
  }
})

test('methods a page does not take answer 405 with Allow and the full server-error page', async ({ request }) => {
  const res = await request.delete('/en/privacy-policy')
  expect(res.status()).toBe(405)
  expect(res.headers()['allow']).toBe('GET, HEAD')
  const html = await res.text()
  expect(html).toContain('A Server Error Occurred')
  expect(html).toContain('/img/error-501.png')
  expect(html).toContain('aria-label="Main menu"')
  expect(html).toContain('<footer')
  const id = await request.put(sitePath('home', 'id'))
  expect(id.status()).toBe(405)
  expect(await id.text()).toContain('Terjadi Kesalahan Pada Server')
  // A form page takes posts too, and says so.
  const form = await request.patch(sitePath('contact', 'en'))
  expect(form.status()).toBe(405)
  expect(form.headers()['allow']).toBe('GET, HEAD, POST')
})

test('malformed addresses and methods Next cannot parse are a 400 or 405 page, never a 5xx', async ({ baseURL }) => {
  const url = new URL(baseURL!)
  const net = await import('node:net')
  const raw = (line: string) =>
    new Promise<string>((resolve) => {
      const socket = net.connect(Number(url.port), url.hostname, () =>
        socket.write(`${line} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`),
      )
      let answer = ''
      socket.on('data', (c) => (answer += c))
      socket.on('close', () => resolve(answer))
    })
  for (const [line, status, text] of [
    ['GET /id/%ff', 400, 'Permintaan Tidak Valid'],
    ['GET /en/%', 400, 'Invalid Request'],
    ['GET /sitemap.xml/%u002e', 400, 'Permintaan Tidak Valid'],
    ['GET /_next/static/%ff', 400, 'Permintaan Tidak Valid'],
    ['TRACE /id', 405, 'Terjadi Kesalahan Pada Server'],
    ['PROPFIND /en', 405, 'A Server Error Occurred'],
    ['POST /_next/static/x.js', 405, 'Terjadi Kesalahan Pada Server'],
  ] as const) {
    const answer = await raw(line)
    expect(answer, line).toMatch(new RegExp(`^HTTP/1.1 ${status}`))
    expect(answer, line).toContain(text)
  }
  // A page asked with such a method gets the full page (menu, footer) and the page's own Allow.
  for (const [line, allow, menu] of [
    ['TRACE /id', 'GET, HEAD', 'aria-label="Menu utama"'],
    [`PROPFIND ${sitePath('contact', 'en')}`, 'GET, HEAD, POST', 'aria-label="Main menu"'],
  ] as const) {
    const answer = await raw(line)
    expect(answer, line).toMatch(/^HTTP\/1.1 405/)
    expect(answer, line).toMatch(new RegExp(`\r\nallow: ${allow}\r\n`, 'i'))
    expect(answer, line).toContain(menu)
    expect(answer, line).toContain('<footer')
  }
})

test.describe('CMS redirects', () => {
  test('/old answers 301 to /new, keeping the query string', async ({ request }) => {
    const res = await request.get('/old?x=1&utm_source=sms', { maxRedirects: 0 })
    expect(res.status()).toBe(301)
    const location = new URL(res.headers()['location']!, 'http://127.0.0.1')
    expect(location.pathname).toBe('/new')
    expect(location.search).toBe('?x=1&utm_source=sms')
  })
})

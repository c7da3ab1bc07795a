import { expect, test } from '@playwright/test'
import { api, builtRoutes, LOCALES, must } from './fixtures'

test.describe('every built route renders in both languages', () => {
  test('home shows the CMS hero, figures and quick links', async ({ page }) => {
    for (const locale of LOCALES) {
      const home = (await must(api().home({ locale }))).data
      const res = await page.goto(`/${locale}`)
      expect(res?.status()).toBe(200)
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(home.hero.title)
      for (const figure of home.figures) await expect(page.getByText(figure.label, { exact: true })).toBeVisible()
      for (const link of home.quickLinks) {
        await expect(page.getByRole('link', { name: new RegExp(link.title) })).toHaveAttribute(
          'href',
          locale === 'en' ? link.enUrl : link.url,
        )
      }
    }
  })

  test('CMS pages render their content under their own slug per language', async ({ page }) => {
    const pages = (await must(api().pages({ perPage: 100 }))).data
    expect(pages.length).toBeGreaterThan(0)
    for (const locale of LOCALES) {
      for (const p of (await must(api().pages({ locale, perPage: 100 }))).data) {
        const res = await page.goto(`/${locale}/${p.slug}`)
        expect(res?.status(), p.slug).toBe(200)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(p.title)
      }
    }
  })

  test('unprefixed paths go to Indonesian; the language comes only from the prefix', async ({ page, request }) => {
    const root = await request.get('/', { maxRedirects: 0, headers: { 'accept-language': 'en-US,en;q=0.9' } })
    expect([301, 302, 307, 308]).toContain(root.status())
    expect(new URL(root.headers()['location']!, 'http://x').pathname).toBe('/id')
    const deep = await request.get('/kebijakan-privasi', { maxRedirects: 0, headers: { 'accept-language': 'en' } })
    expect(new URL(deep.headers()['location']!, 'http://x').pathname).toBe('/id/kebijakan-privasi')
    expect(deep.headers()['set-cookie'] ?? '').not.toMatch(/NEXT_LOCALE/)
    await page.goto('/')
    await expect(page).toHaveURL(/\/id$/)
  })

  test('every built route answers 200 in both languages', async ({ request }) => {
    test.setTimeout(120_000)
    for (const route of await builtRoutes()) {
      for (const locale of LOCALES) {
        const res = await request.get(route[locale])
        expect(res.status(), `${route.name} ${locale}`).toBe(200)
      }
    }
  })
})

import { expect, test } from '@playwright/test'
import type { Locale } from '@jtt/content-api'
import { api, cmsRest, LOCALES, must } from './fixtures'
import { sitePath } from '@jtt/content-api/routes'

// Runs after the parallel tests (see playwright.config.ts): it adds pages, which every page's footer lists.
test.describe.configure({ mode: 'serial' })

const RESULTS = { id: sitePath('search-results', 'id'), en: sitePath('search-results', 'en') } as const
const WORD = { id: 'kuarsa', en: 'quartz' } as const
const PAGES = 12
const created: number[] = []

test.beforeAll(async () => {
  for (let i = 1; i <= PAGES; i++) {
    const doc = (await cmsRest('POST', '/pages?locale=id', {
      title: `Arsip Kuarsa ${i}`,
      slug: `arsip-kuarsa-${i}`,
      _status: 'published',
    })) as { doc: { id: number } }
    created.push(doc.doc.id)
    await cmsRest('PATCH', `/pages/${doc.doc.id}?locale=en`, {
      title: `Quartz Archive ${i}`,
      slug: `quartz-archive-${i}`,
    })
  }
  await expect
    .poll(async () => (await must(api().search({ q: WORD.en, locale: 'en' }))).meta.total, { timeout: 10_000 })
    .toBe(PAGES)
})

test.afterAll(async () => {
  for (const id of created) await cmsRest('DELETE', `/pages/${id}`)
})

const titlesOfPage = async (locale: Locale, page: number) =>
  (await must(api().search({ q: WORD[locale], locale, page, perPage: 10 }))).data.map((r) => r.title)

for (const javaScriptEnabled of [false, true]) {
  test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled })

    for (const locale of LOCALES) {
      test(`${locale}: through the result pages`, async ({ page }) => {
        const nav = locale === 'id' ? 'Halaman hasil pencarian' : 'Search result pages'
        const next = locale === 'id' ? 'Berikutnya' : 'Next'
        const previous = locale === 'id' ? 'Sebelumnya' : 'Previous'
        await page.goto(`${RESULTS[locale]}?q=${WORD[locale]}`)
        const titles = page.locator('main ol > li h2')
        await expect(titles).toHaveText(await titlesOfPage(locale, 1))
        const pages = page.getByRole('navigation', { name: nav })
        await expect(pages.getByRole('link', { name: locale === 'id' ? 'Halaman 1' : 'Page 1' })).toHaveAttribute(
          'aria-current',
          'page',
        )
        await pages.getByRole('link', { name: next }).click()
        await expect(page).toHaveURL(`${RESULTS[locale]}?q=${WORD[locale]}&page=2`)
        await expect(titles).toHaveText(await titlesOfPage(locale, 2))
        await expect(page.locator('main ol')).toHaveAttribute('start', '11')
        await expect(pages.getByRole('link', { name: next })).toHaveCount(0)
        await pages.getByRole('link', { name: previous }).click()
        await expect(page).toHaveURL(`${RESULTS[locale]}?q=${WORD[locale]}`)
        await expect(titles).toHaveText(await titlesOfPage(locale, 1))
      })
    }
  })
}

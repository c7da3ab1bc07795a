import { expect, test, type Page } from '@playwright/test'
import { formatDate } from '../../src/lib/format'
import { plainText } from '../../src/lib/rich-text'
import { api, LOCALES, must, PRESS_LIST } from './fixtures'

const detailPath = (locale: 'id' | 'en', slug: string) => `${PRESS_LIST[locale]}/${slug}`

/** Titles of the release cards in the main content, in order. */
const cardTitles = (page: Page, level: 2 | 3 = 2) =>
  page.getByRole('main').locator('article').getByRole('heading', { level }).allTextContents()

test.describe('press release list', () => {
  test('shows the newest releases with date in long form, image and excerpt, in both languages', async ({ page }) => {
    for (const locale of LOCALES) {
      const { data } = await must(api().pressReleases({ locale, perPage: 9 }))
      const res = await page.goto(PRESS_LIST[locale])
      expect(res?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        locale === 'id' ? 'Siaran Pers' : 'Press Releases',
      )
      expect(await cardTitles(page)).toEqual(data.map((r) => r.title))
      const first = page.getByRole('main').locator('article').first()
      await expect(first.locator('time')).toHaveText(formatDate(data[0]!.publishedAt, locale))
      await expect(first.locator('time')).toHaveAttribute('datetime', data[0]!.publishedAt)
      await expect(first.getByText(data[0]!.excerpt)).toBeVisible()
      await expect(first.locator('img')).toHaveAttribute('src', data[0]!.image!.conversions.card!.url)
      await expect(first.getByRole('link')).toHaveAttribute('href', detailPath(locale, data[0]!.slugs[locale]))
    }
  })
})

test.describe('press release list without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('pages with ?page=2, server-rendered', async ({ page }) => {
    const [one, two] = [
      await must(api().pressReleases({ locale: 'id', perPage: 9, page: 1 })),
      await must(api().pressReleases({ locale: 'id', perPage: 9, page: 2 })),
    ]
    await page.goto(PRESS_LIST.id)
    const pages = page.getByRole('navigation', { name: 'Halaman daftar siaran pers' })
    await expect(pages.getByRole('link', { name: 'Halaman 1, halaman saat ini' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await pages.getByRole('link', { name: 'Berikutnya' }).click()
    await expect(page).toHaveURL(new RegExp(`${PRESS_LIST.id}\\?page=2$`))
    expect(await cardTitles(page)).toEqual(two.data.map((r) => r.title))
    expect(two.data[0]!.title).not.toBe(one.data[0]!.title)
    await expect(page.getByRole('status').filter({ hasText: `Halaman 2 dari ${one.meta.total_pages}` })).toBeVisible()
    await page.getByRole('link', { name: 'Sebelumnya' }).click()
    await expect(page).toHaveURL(new RegExp(`${PRESS_LIST.id}$`))
    expect(await cardTitles(page)).toEqual(one.data.map((r) => r.title))
  })

  test('filters by year with a plain form, and pages within the year', async ({ page }) => {
    const years = (await must(api().pressReleaseYears())).data
    const { year, count } = years[1]!
    const expected = await must(api().pressReleases({ locale: 'en', year, perPage: 9 }))
    await page.goto(PRESS_LIST.en)
    await page.getByRole('combobox', { name: 'Year' }).selectOption(String(year))
    await page.getByRole('button', { name: 'Show' }).click()
    await expect(page).toHaveURL(new RegExp(`${PRESS_LIST.en}\\?year=${year}$`))
    await expect(page.getByRole('status').filter({ hasText: `${count} press releases from ${year}` })).toBeVisible()
    expect(await cardTitles(page)).toEqual(expected.data.map((r) => r.title))
    await expect(page.getByRole('combobox', { name: 'Year' })).toHaveValue(String(year))
    if (expected.meta.total_pages > 1) {
      await page.getByRole('link', { name: 'Next' }).click()
      await expect(page).toHaveURL(new RegExp(`\\?year=${year}&page=2$`))
    }
  })

  test('an unknown slug is the full 404 page', async ({ page }) => {
    const first = (await must(api().pressReleases({ perPage: 1 }))).data[0]!
    for (const [path, title] of [
      [`${PRESS_LIST.id}/siaran-yang-tidak-ada`, 'Halaman Tidak Ditemukan'],
      [`${PRESS_LIST.en}/${first.slugs.id}`, 'Page Not Found'],
    ] as const) {
      const res = await page.goto(path)
      expect(res?.status(), path).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    }
  })
})

test.describe('press release detail', () => {
  test('shows title, date, image, body, photos, attachments, share links and related releases', async ({ page }) => {
    const summary = (await must(api().pressReleases({ perPage: 100 }))).data.find((r) =>
      r.slug.startsWith('puncak-arus-mudik'),
    )!
    for (const locale of LOCALES) {
      const release = (await must(api().pressRelease({ slug: summary.slugs[locale], locale }))).data
      const res = await page.goto(detailPath(locale, release.slug))
      expect(res?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(release.title)
      await expect(page.locator('article time').first()).toHaveText(formatDate(release.publishedAt, locale))
      const firstParagraph = plainText(release.body.filter((block) => block.type === 'paragraph').slice(0, 1))
      await expect(page.getByText(firstParagraph)).toBeVisible()
      await expect(page.locator(`img[src="${release.image!.conversions.hero!.url}"]`)).toBeVisible()
      const gallery = page.getByRole('region', { name: locale === 'id' ? 'Foto' : 'Photos' })
      await expect(gallery.locator('img')).toHaveCount(release.gallery.length)
      const attachments = page.getByRole('region', { name: locale === 'id' ? 'Lampiran' : 'Attachments' })
      await expect(attachments.getByRole('heading', { level: 3 })).toHaveText(release.attachments.map((a) => a.title))
      await expect(attachments.getByRole('link')).toHaveAttribute('href', release.attachments[0]!.file.url)
      const share = page.getByRole('region', { name: locale === 'id' ? 'Bagikan' : 'Share' })
      const url = encodeURIComponent(new URL(detailPath(locale, release.slug), page.url()).href)
      await expect(share.getByRole('link', { name: /Facebook/ })).toHaveAttribute('href', new RegExp(url))
      const related = page.getByRole('region', {
        name: locale === 'id' ? 'Siaran Pers Terkait' : 'Related Press Releases',
      })
      await expect(related.getByRole('heading', { level: 3 })).toHaveText(release.related.map((r) => r.title))
    }
  })

  test('loads nothing from third parties: share links are plain links', async ({ request }) => {
    const first = (await must(api().pressReleases({ perPage: 1 }))).data[0]!
    const html = await (await request.get(detailPath('id', first.slug))).text()
    for (const src of html.matchAll(/<script[^>]+src="([^"]+)"/g)) expect(src[1]).toMatch(/^\/_next\//)
    expect(html).not.toContain('<iframe')
    for (const network of [
      'facebook.com/sharer',
      'twitter.com/intent',
      'linkedin.com/sharing',
      'wa.me',
      't.me/share',
    ]) {
      expect(html).toContain(network)
    }
  })

  test('the language switch leads to the other language slug, in the server HTML and on a click', async ({
    page,
    request,
  }) => {
    const release = (await must(api().pressReleases({ perPage: 1 }))).data[0]!
    const expected = { id: detailPath('id', release.slugs.id), en: detailPath('en', release.slugs.en) }
    for (const locale of LOCALES) {
      const html = await (await request.get(expected[locale])).text()
      const links: Record<string, string> = {}
      for (const m of html.matchAll(/<a[^>]*href="([^"]+)"[^>]*data-locale-switch="(\w+)"/g)) links[m[2]!] = m[1]!
      expect(links).toEqual(expected)
      expect(html).toContain(`hrefLang="${locale === 'id' ? 'en-US' : 'id-ID'}"`)
    }
    await page.goto(expected.id)
    await page.getByRole('button', { name: /Pilih bahasa/ }).click()
    await page.getByRole('link', { name: /English/ }).click()
    await expect(page).toHaveURL(new RegExp(`${expected.en}$`))
    const en = (await must(api().pressRelease({ slug: release.slugs.en, locale: 'en' }))).data
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.title)
  })
})

test.describe('home page', () => {
  test("shows the latest press releases, and its 'Siaran Pers' card leads to the list", async ({ page }) => {
    for (const locale of LOCALES) {
      const latest = (await must(api().pressReleases({ locale, perPage: 3 }))).data
      await page.goto(`/${locale}`)
      const section = page.getByRole('region', {
        name: locale === 'id' ? 'Siaran Pers Terbaru' : 'Latest Press Releases',
      })
      await expect(section.getByRole('heading', { level: 3 })).toHaveText(latest.map((r) => r.title))
      await expect(
        section.getByRole('link', { name: locale === 'id' ? 'Lihat semua siaran pers' : 'See all press releases' }),
      ).toHaveAttribute('href', PRESS_LIST[locale])
    }
    await page.goto('/id')
    await page
      .getByRole('region', { name: 'Layanan dan informasi' })
      .getByRole('link', { name: /^Siaran Pers/ })
      .click()
    await expect(page).toHaveURL(new RegExp(`${PRESS_LIST.id}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Siaran Pers')
  })
})

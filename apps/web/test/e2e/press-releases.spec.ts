import { expect, test, type Page } from '@playwright/test'
import { formatDate } from '../../src/lib/format'
import { plainText } from '../../src/lib/rich-text'
import { api, cmsRest, lexicalParagraph, loadedAt, LOCALES, must, openWhenPublished, PRESS_LIST } from './fixtures'

/** The list's strings in each language (apps/web/messages, namespace pressReleases). */
const LIST_TEXT = {
  id: {
    pagination: 'Halaman daftar siaran pers',
    currentPage: 'Halaman 1, halaman saat ini',
    next: 'Berikutnya',
    previous: 'Sebelumnya',
    pageOf: (page: number, total: number) => `Halaman ${page} dari ${total}`,
    year: 'Tahun',
    apply: 'Tampilkan',
    summaryYear: (count: number, year: number) => `${count} siaran pers tahun ${year}`,
    quickLinks: 'Layanan dan informasi',
    card: /^Siaran Pers/,
  },
  en: {
    pagination: 'Press release list pages',
    currentPage: 'Page 1, current page',
    next: 'Next',
    previous: 'Previous',
    pageOf: (page: number, total: number) => `Page ${page} of ${total}`,
    year: 'Year',
    apply: 'Show',
    summaryYear: (count: number, year: number) => `${count} press releases from ${year}`,
    quickLinks: 'Services and information',
    card: /^Press Releases/,
  },
} as const
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

  for (const locale of LOCALES) {
    const t = LIST_TEXT[locale]
    test(`pages with ?page=2, server-rendered (${locale})`, async ({ page }) => {
      const [one, two] = [
        await must(api().pressReleases({ locale, perPage: 9, page: 1 })),
        await must(api().pressReleases({ locale, perPage: 9, page: 2 })),
      ]
      await page.goto(PRESS_LIST[locale])
      const pages = page.getByRole('navigation', { name: t.pagination })
      await expect(pages.getByRole('link', { name: t.currentPage })).toHaveAttribute('aria-current', 'page')
      await pages.getByRole('link', { name: t.next }).click()
      await loadedAt(page, new RegExp(`${PRESS_LIST[locale]}\\?page=2$`))
      expect(await cardTitles(page)).toEqual(two.data.map((r) => r.title))
      expect(two.data[0]!.title).not.toBe(one.data[0]!.title)
      await expect(page.getByRole('status').filter({ hasText: t.pageOf(2, one.meta.total_pages) })).toBeVisible()
      await page.getByRole('link', { name: t.previous }).click()
      await loadedAt(page, new RegExp(`${PRESS_LIST[locale]}$`))
      expect(await cardTitles(page)).toEqual(one.data.map((r) => r.title))
    })

    test(`filters by year with a plain form, and pages within the year (${locale})`, async ({ page }) => {
      const years = (await must(api().pressReleaseYears())).data
      const { year, count } = years[1]!
      const expected = await must(api().pressReleases({ locale, year, perPage: 9 }))
      await page.goto(PRESS_LIST[locale])
      await page.getByRole('combobox', { name: t.year }).selectOption(String(year))
      await page.getByRole('button', { name: t.apply }).click()
      await loadedAt(page, new RegExp(`${PRESS_LIST[locale]}\\?year=${year}$`))
      await expect(page.getByRole('status').filter({ hasText: t.summaryYear(count, year) })).toBeVisible()
      expect(await cardTitles(page)).toEqual(expected.data.map((r) => r.title))
      await expect(page.getByRole('combobox', { name: t.year })).toHaveValue(String(year))
      if (expected.meta.total_pages > 1) {
        await page.getByRole('link', { name: t.next }).click()
        await expect(page).toHaveURL(new RegExp(`\\?year=${year}&page=2$`))
      }
    })

    // Before: a year the content service refuses (outside 1978–2100) failed the page with a 500.
    test(`a year outside the contract's range shows every year, not an error (${locale})`, async ({ page }) => {
      for (const year of ['1950', '2150']) {
        const res = await page.goto(`${PRESS_LIST[locale]}?year=${year}`)
        expect(res?.status(), year).toBe(200)
        await expect(page.getByRole('combobox', { name: t.year })).toHaveValue('')
      }
    })
  }

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
    for (const locale of LOCALES) {
      await page.goto(`/${locale}`)
      await page
        .getByRole('region', { name: LIST_TEXT[locale].quickLinks })
        .getByRole('link', { name: LIST_TEXT[locale].card })
        .click()
      await expect(page).toHaveURL(new RegExp(`${PRESS_LIST[locale]}$`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        locale === 'id' ? 'Siaran Pers' : 'Press Releases',
      )
    }
  })
})

test.describe('a release written in Indonesian only', () => {
  // Dated long ago, so it sits alone in its year and at the end of every list the other tests read.
  const YEAR = 2001
  let id: number | null = null
  test.afterAll(async () => {
    if (id !== null) await cmsRest('DELETE', `/press-releases/${id}`)
  })

  test('is shown in English marked as Indonesian: the note, lang="id" on its parts, the tag on its card', async ({
    page,
  }) => {
    const slug = `hanya-indonesia-${Date.now()}`
    const paragraph = 'Siaran ini hanya tersedia dalam bahasa Indonesia.'
    const created = (await cmsRest('POST', '/press-releases?locale=id', {
      title: 'Siaran khusus bahasa Indonesia',
      slug,
      publishedAt: `${YEAR}-03-01T03:00:00.000Z`,
      body: lexicalParagraph(paragraph),
      _status: 'published',
    })) as { doc: { id: number } }
    id = created.doc.id
    const release = (await must(api().pressReleases({ locale: 'en', year: YEAR }))).data[0]!
    expect(release.untranslated).toEqual(expect.arrayContaining(['title', 'body', 'excerpt']))

    await openWhenPublished(page, `${PRESS_LIST.en}/${release.slug}`, async () => {
      await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    })
    await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'id')
    await expect(page.locator('[data-fallback-note]')).toContainText('not yet available in English')
    await expect(page.getByText(paragraph).locator('xpath=ancestor::*[@lang][1]')).toHaveAttribute('lang', 'id')

    await page.goto(`${PRESS_LIST.en}?year=${YEAR}`)
    const card = page.getByRole('main').locator('article', { hasText: release.title })
    await expect(card.getByRole('heading', { level: 2 })).toHaveAttribute('lang', 'id')
    await expect(card.getByText('In Indonesian')).toBeVisible()

    // In Indonesian nothing is marked.
    await page.goto(`${PRESS_LIST.id}/${slug}`)
    await expect(page.locator('[data-fallback-note]')).toHaveCount(0)
  })
})

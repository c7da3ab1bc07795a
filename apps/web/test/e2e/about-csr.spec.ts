import { expect, test } from '@playwright/test'
import { axeViolations } from './axe'
import en from '../../messages/en.json' with { type: 'json' }
import id from '../../messages/id.json' with { type: 'json' }
import { formatDate } from '../../src/lib/format'
import { pickImageSource } from '../../src/lib/image-source'
import { ABOUT_ROUTES, api, csrPath, LOCALES, must, richTextLines, serverSwitchLinks } from './fixtures'
import { swipe } from './touch'

const PER_PAGE = 9
const MESSAGES = { id, en }

test.describe('About Us: CSR', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('the list: newest first, dates in long form, paginated by ?page= in the address', async ({ page }) => {
      for (const locale of LOCALES) {
        const all = (await must(api().csrPosts({ locale, perPage: 100 }))).data
        expect(all.length).toBeGreaterThan(PER_PAGE)
        const res = await page.goto(ABOUT_ROUTES.csr[locale])
        expect(res?.status()).toBe(200)
        const cards = page.locator('main li', { has: page.locator('h2') })
        const titles = cards.locator('h2')
        await expect(titles).toHaveText(all.slice(0, PER_PAGE).map((p) => p.title))
        const first = cards.first()
        await expect(first.locator('time')).toHaveText(formatDate(all[0]!.publishedAt, locale))
        await expect(first.getByText(all[0]!.excerpt)).toBeVisible()
        // Each card shows the post's image in the card size (or the default one), with its alt text.
        for (const [i, post] of all.slice(0, PER_PAGE).entries()) {
          const img = cards.nth(i).locator('img')
          await expect(img).toHaveAttribute('src', pickImageSource(post.image, 'card').src)
          await expect(img).toHaveAttribute('alt', post.image?.alt ?? '')
        }

        const pages = page.getByRole('navigation', { name: locale === 'id' ? 'Halaman daftar CSR' : 'CSR list pages' })
        await pages.getByRole('link', { name: locale === 'id' ? 'Berikutnya ›' : 'Next ›' }).click()
        await expect(page).toHaveURL(new RegExp(`${ABOUT_ROUTES.csr[locale]}\\?page=2$`))
        await expect(titles).toHaveText(all.slice(PER_PAGE, PER_PAGE * 2).map((p) => p.title))
        await expect(pages.getByRole('link', { name: locale === 'id' ? 'Halaman 2' : 'Page 2' })).toHaveAttribute(
          'aria-current',
          'page',
        )
        await pages.getByRole('link', { name: locale === 'id' ? 'Halaman 1' : 'Page 1' }).click()
        await expect(page).toHaveURL(new RegExp(`${ABOUT_ROUTES.csr[locale]}$`))
      }
    })

    test('the language switch keeps the page of the list', async ({ request }) => {
      expect(await serverSwitchLinks(request, `${ABOUT_ROUTES.csr.id}?page=2`)).toEqual({
        id: `${ABOUT_ROUTES.csr.id}?page=2`,
        en: `${ABOUT_ROUTES.csr.en}?page=2`,
      })
    })

    test('the language switch on a CSR post leads to the same post in the other language', async ({ request }) => {
      const { id: postId } = (await must(api().csrPosts({ perPage: 1 }))).data[0]!
      const expected = { id: csrPath('id', postId), en: csrPath('en', postId) }
      expect(await serverSwitchLinks(request, expected.id)).toEqual(expected)
      expect(await serverSwitchLinks(request, expected.en)).toEqual(expected)
    })

    test('a page past the end leads to the last page, a malformed page number to the first', async ({ page }) => {
      const { meta } = await must(api().csrPosts({ locale: 'en', perPage: PER_PAGE }))
      const last = `${ABOUT_ROUTES.csr.en}?page=${meta.total_pages}`
      const cases: [string, string][] = [
        ['?page=99', last],
        ['?page=abc', ABOUT_ROUTES.csr.en],
        ['?page=0', ABOUT_ROUTES.csr.en],
        ['?page=2&page=3', ABOUT_ROUTES.csr.en],
      ]
      for (const [query, target] of cases) {
        const res = await page.request.get(`${ABOUT_ROUTES.csr.en}${query}`, { maxRedirects: 0 })
        expect(res.status(), query).toBe(307)
        const location = new URL(res.headers()['location']!, 'http://x')
        expect(location.pathname + location.search).toBe(target)
        await page.goto(`${ABOUT_ROUTES.csr.en}${query}`)
        await expect(page).toHaveURL(new RegExp(`${target.replace('?', '\\?')}$`))
      }
    })

    test('a missing or malformed CSR id is the 404 page, readable without JavaScript', async ({ page }) => {
      for (const path of [csrPath('id', '999999'), csrPath('id', 'abc'), csrPath('en', '12abc')]) {
        const res = await page.goto(path)
        expect(res?.status(), path).toBe(404)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          path.startsWith('/id') ? 'Halaman Tidak Ditemukan' : 'Page Not Found',
        )
        await expect(page.getByRole('contentinfo')).toBeVisible()
      }
    })

    test('gallery thumbnails link to the full images', async ({ page }) => {
      const post = (await must(api().csrPosts({ perPage: 100 }))).data.find((p) => p.gallery.length > 1)!
      await page.goto(csrPath('id', post.id))
      const links = page.locator('section[aria-labelledby="gallery"] a')
      await expect(links).toHaveCount(post.gallery.length)
      await expect(links.first()).toHaveAttribute(
        'href',
        post.gallery[0]!.image.conversions.hero?.url ?? post.gallery[0]!.image.url,
      )
    })
  })

  test('a post in both languages: body, date, category and its gallery in a lightbox by keyboard', async ({ page }) => {
    const postId = (await must(api().csrPosts({ perPage: 100 }))).data.find(
      (p) => p.gallery.length > 1 && p.location,
    )!.id
    for (const locale of LOCALES) {
      const post = (await must(api().csrPosts({ id: postId, locale }))).data[0]!
      const res = await page.goto(csrPath(locale, postId))
      expect(res?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title)
      const meta = page.locator('header p', { has: page.locator('time') })
      await expect(meta.locator('time')).toHaveText(formatDate(post.publishedAt, locale))
      await expect(meta).toContainText(MESSAGES[locale].csr.categories[post.category])
      await expect(meta).toContainText(post.location!)
      await expect(page.getByText(post.excerpt, { exact: true })).toBeVisible()
      // The report itself: each paragraph of its body.
      const body = richTextLines(post.body)
      expect(body.length).toBeGreaterThan(0)
      for (const line of body) await expect(page.locator('main')).toContainText(line)
    }
    const id = postId
    await page.goto(csrPath('en', id))
    const post = (await must(api().csrPosts({ id, locale: 'en' }))).data[0]!
    const thumb = page.locator('[data-lightbox-index="0"]')
    await thumb.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: `${MESSAGES.en.csr.gallery}: ${post.title}` })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByText(`Image 1 of ${post.gallery.length}`)).toBeVisible()
    await expect(dialog.getByRole('button', { name: MESSAGES.en.csr.closeImage })).toBeFocused()
    await expect(dialog.locator('img')).toHaveAttribute('alt', post.gallery[0]!.image.alt)
    await page.keyboard.press('ArrowRight')
    await expect(dialog.locator('img')).toHaveAttribute('alt', post.gallery[1]!.image.alt)
    await expect(dialog.getByText(`Image 2 of ${post.gallery.length}`)).toBeVisible()
    // The open lightbox passes axe too.
    expect(await axeViolations(page)).toEqual([])
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(thumb).toBeFocused()
  })

  test.describe('on a touch screen', () => {
    test.use({ hasTouch: true })

    test('a tap opens the gallery in the lightbox and a swipe moves through it', async ({ page }) => {
      const post = (await must(api().csrPosts({ locale: 'en', perPage: 100 }))).data.find((p) => p.gallery.length > 1)!
      await page.goto(csrPath('en', post.id))
      await page.locator('[data-lightbox-index="0"]').tap()
      const dialog = page.getByRole('dialog', { name: `${MESSAGES.en.csr.gallery}: ${post.title}` })
      const image = dialog.locator('img')
      await expect(image).toHaveAttribute('alt', post.gallery[0]!.image.alt)
      await swipe(page, dialog.locator('figure'), -200)
      await expect(image).toHaveAttribute('alt', post.gallery[1]!.image.alt)
      await expect(dialog.getByText(`Image 2 of ${post.gallery.length}`)).toBeVisible()
      await swipe(page, dialog.locator('figure'), 200)
      await expect(image).toHaveAttribute('alt', post.gallery[0]!.image.alt)
    })
  })

  test('a post without English is shown in Indonesian under the English path, marked as such', async ({ page }) => {
    const post = (await must(api().csrPosts({ locale: 'en', perPage: 100 }))).data.find((p) =>
      p.untranslated.includes('title'),
    )!
    await page.goto(csrPath('en', post.id))
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    const title = page.getByRole('heading', { level: 1 })
    await expect(title).toHaveText(post.title)
    await expect(title).toHaveAttribute('lang', 'id')
    await expect(page.locator('[data-fallback-note]')).toContainText('not yet available in English')
    await expect(page.getByText(post.excerpt, { exact: true })).toHaveAttribute('lang', 'id')

    await page.goto(ABOUT_ROUTES.csr.en)
    const card = page.locator('main li', { hasText: post.title })
    await expect(card.locator('h2')).toHaveAttribute('lang', 'id')
    await expect(card.getByText('In Indonesian')).toBeVisible()
  })
})

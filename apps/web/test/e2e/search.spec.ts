import { expect, test, type Locator, type Page } from '@playwright/test'
import { axeViolations } from './axe'
import type { Locale, SearchBody } from '@jtt/content-api'
import { api, loadedAt, LOCALES, must } from './fixtures'
import { sitePath } from '@jtt/content-api/routes'
import id from '../../messages/id.json' with { type: 'json' }

/**
 * Site search in both languages: the header box to the results screen (with and without
 * JavaScript), suggestions by keyboard, facets, the empty states and bad input. Expected results
 * come from the Content API's own answer, never hard-coded.
 */
const RESULTS = { id: sitePath('search-results', 'id'), en: sitePath('search-results', 'en') } as const
const BOX = { id: 'Cari di situs ini', en: 'Search this site' } as const
const QUERY = { id: 'privasi', en: 'privacy' } as const
const START = { id: '/id/syarat-dan-ketentuan', en: '/en/terms-of-use' } as const

const searchApi = (q: string, locale: Locale, perPage = 10): Promise<SearchBody> =>
  must(api().search({ q, locale, perPage }))

/** The box waits this long after a keystroke before it asks (`SearchBox.tsx`). */
const DEBOUNCE_MS = 250

/**
 * Types letter by letter, quickly, and answers how many requests the debounce allows for it: one, plus
 * one per gap between keystrokes near the debounce or longer (a loaded machine can stall a keystroke
 * that long). The gaps are measured in the page, where the debounce's timer runs: the test's own clock,
 * between `press()` calls, once saw no long gap where the page had one (two requests, one allowed).
 */
async function typeQuickly(box: Locator, text: string): Promise<number> {
  type Timed = HTMLElement & { typedAt?: number[] }
  await box.evaluate((element: Timed) => {
    const typedAt: number[] = []
    element.typedAt = typedAt
    element.addEventListener('input', () => typedAt.push(performance.now()))
  })
  for (const letter of text) await box.press(letter)
  const typedAt = await box.evaluate((element: Timed) => element.typedAt ?? [])
  expect(typedAt).toHaveLength(text.length)
  return 1 + typedAt.slice(1).filter((at, i) => at - typedAt[i]! > DEBOUNCE_MS * 0.8).length
}

/** Titles of the results list, as shown. */
const shownTitles = (page: Page) => page.locator('main ol > li h2').allInnerTexts()

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  for (const locale of LOCALES) {
    test(`${locale}: the header box leads to server-rendered results, the query kept`, async ({ page }) => {
      const q = QUERY[locale]
      const expected = await searchApi(q, locale)
      expect(expected.data.length).toBeGreaterThan(0)
      await page.goto(START[locale])
      const box = page.getByRole('banner').getByRole('searchbox', { name: BOX[locale] })
      await box.fill(q)
      await box.press('Enter')
      await loadedAt(page, `${RESULTS[locale]}?q=${q}`)
      expect(await shownTitles(page)).toEqual(expected.data.map((r) => r.title))
      await expect(page.getByRole('main').getByRole('status')).toContainText(String(expected.meta.total))
      await expect(page.getByRole('main').getByRole('searchbox')).toHaveValue(q)
      // The header's box shows the query too.
      await expect(box).toHaveValue(q)
      // The page's own form does not send an empty query (the browser's validation, no script needed).
      await page.getByRole('main').getByRole('searchbox').fill('')
      await page.getByRole('main').getByRole('searchbox').press('Enter')
      await expect(page).toHaveURL(`${RESULTS[locale]}?q=${q}`)
      await page.getByRole('main').getByRole('searchbox').fill(q)
      // The language switch keeps the query.
      const other = locale === 'id' ? 'en' : 'id'
      await expect(page.locator(`a[data-locale-switch="${other}"]`)).toHaveAttribute('href', `${RESULTS[other]}?q=${q}`)
      // Matches are marked, and the first result leads to its page in this language.
      const first = page.locator('main ol > li').first()
      await expect(first.locator('mark').first()).toBeVisible()
      const target = expected.data[0]!.target
      if (target.kind === 'item')
        await expect(first.getByRole('link')).toHaveAttribute('href', `/${locale}/${target.key}`)
    })
  }

  test('facets narrow the results to one type and say which is chosen', async ({ page }) => {
    const q = 'jtt'
    const expected = await searchApi(q, 'id')
    expect(expected.meta.facets.length).toBeGreaterThan(1)
    await page.goto(`${RESULTS.id}?q=${q}`)
    const facets = page.getByRole('navigation', { name: 'Jenis hasil' })
    await expect(facets.getByRole('link', { name: /^Semua/ })).toHaveAttribute('aria-current', 'page')
    const menu = expected.meta.facets.find((f) => f.type === 'menu')!
    await facets.getByRole('link', { name: `Menu situs (${menu.count})` }).click()
    await expect(page).toHaveURL(`${RESULTS.id}?q=${q}&type=menu`)
    await expect(facets.getByRole('link', { name: /^Menu situs/ })).toHaveAttribute('aria-current', 'page')
    await expect(page.locator('main ol > li')).toHaveCount(Math.min(menu.count, 10))
    for (const label of await page.locator('main ol > li p span:first-child').allInnerTexts()) {
      expect(label).toBe('Menu situs')
    }
  })

  test('a typo: results for the likely word, and a link to search for it', async ({ page }) => {
    const expected = await searchApi('privsi', 'id')
    expect(expected.meta.suggestions.length).toBeGreaterThan(0)
    await page.goto(`${RESULTS.id}?q=privsi`)
    expect(await shownTitles(page)).toEqual(expected.data.map((r) => r.title))
    const suggestion = expected.meta.suggestions[0]!
    await page.getByRole('link', { name: suggestion, exact: true }).click()
    await expect(page).toHaveURL(`${RESULTS.id}?q=${suggestion}`)
  })

  test('documents are labelled by their kind: an annual report, the articles of association', async ({ page }) => {
    // Reports and the articles of association share one type; each result says which kind it is.
    const expected = await must(api().search({ q: 'anggaran dasar', type: 'document', locale: 'id', perPage: 10 }))
    const kinds: Record<string, string> = id.search.kind
    const labels = expected.data.map((r) => kinds[r.kind ?? ''])
    expect(labels).toContain(kinds['articles-of-association'])
    await page.goto(`${RESULTS.id}?q=anggaran+dasar&type=document`)
    await expect(page.locator('main ol > li')).toHaveCount(labels.length)
    expect(await page.locator('main ol > li p span:first-child').allInnerTexts()).toEqual(labels)
  })

  for (const locale of LOCALES) {
    test(`${locale}: nothing found, or nothing asked: tips and destinations from the menu`, async ({ page }) => {
      const menu = (await must(api().menu())).data
      const popular = menu
        .filter((g) => g.isActive)
        .flatMap((g) => g.children.filter((c) => c.isActive).slice(0, 1))
        .map((c) => c.title[locale])
      await page.goto(`${RESULTS[locale]}?q=qwxyzv`)
      await expect(page.getByRole('main').getByRole('status')).toContainText('qwxyzv')
      await expect(page.locator('main ol > li')).toHaveCount(0)
      await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(2)
      for (const title of popular)
        await expect(page.getByRole('main').getByRole('link', { name: title, exact: true })).toBeVisible()
      // Every search the tips offer finds something in this language.
      const offered = page.locator(`main a[href^="${RESULTS[locale]}?q="]`)
      const hrefs = await offered.evaluateAll((links) => links.map((a) => a.getAttribute('href')!))
      expect(hrefs.length).toBeGreaterThan(0)
      for (const href of hrefs) {
        const offeredQuery = new URL(href, 'http://site').searchParams.get('q')!
        expect((await searchApi(offeredQuery, locale)).meta.total, offeredQuery).toBeGreaterThan(0)
      }
      await offered.first().click()
      await expect(page).toHaveURL(hrefs[0]!)
      await expect(page.locator('main ol > li').first()).toBeVisible()
      await page.goto(RESULTS[locale])
      await expect(page.getByRole('main').getByRole('searchbox')).toHaveValue('')
      for (const title of popular)
        await expect(page.getByRole('main').getByRole('link', { name: title, exact: true })).toBeVisible()
    })
  }
})

test.describe('bad input is a normal page', () => {
  const cases = [
    '<script>alert(1)</script>',
    '"><svg/onload=alert(1)>',
    "' OR 1=1 --",
    'NEAR(a b) * ^ : & | !',
    'x'.repeat(5000),
    '\u0000\u202e😀',
  ]
  for (const q of cases) {
    test(`q=${JSON.stringify(q.slice(0, 30))}`, async ({ request }) => {
      for (const locale of LOCALES) {
        const res = await request.get(`${RESULTS[locale]}?q=${encodeURIComponent(q)}`)
        expect(res.status()).toBe(200)
        const html = await res.text()
        expect(html).not.toContain('<script>alert(1)')
        expect(html).not.toContain('<svg/onload')
        expect(html).toContain('<h1')
      }
    })
  }

  test('unknown types, bad pages and empty parameters are ignored', async ({ request }) => {
    for (const query of ['q=privasi&type=people&page=-1', 'q=privasi&page=99999999', 'q[]=x&q=y']) {
      const res = await request.get(`${RESULTS.id}?${query}`)
      expect(res.status(), query).toBe(200)
    }
  })

  test('empty parameters leave the address: a redirect to the cleaned query (spec §5)', async ({ request }) => {
    const cases = [
      [`${RESULTS.id}?q=tarif&type=&page=`, `${RESULTS.id}?q=tarif`],
      [`${RESULTS.en}?q=tariff&type=&page=2`, `${RESULTS.en}?q=tariff&page=2`],
      [`${RESULTS.id}?q=&type=&page=`, RESULTS.id],
      [`${RESULTS.en}?q=%20`, RESULTS.en],
    ] as const
    for (const [from, to] of cases) {
      const res = await request.get(from, { maxRedirects: 0 })
      expect(res.status(), from).toBe(307)
      const location = new URL(res.headers()['location']!, 'http://site')
      expect(`${location.pathname}${location.search}`, from).toBe(to)
      expect((await request.get(from)).status(), from).toBe(200)
    }
  })

  test('the suggestions endpoint answers JSON for any input', async ({ request }) => {
    for (const query of ['q=', 'q=priv&locale=xx', `q=${encodeURIComponent("' OR 1=1")}`, `q=${'x'.repeat(3000)}`]) {
      const res = await request.get(`/api/search?${query}`)
      expect(res.status(), query).toBe(200)
      expect(res.headers()['content-type']).toContain('application/json')
    }
  })
})

test.describe('with JavaScript: suggestions under the header box', () => {
  for (const locale of LOCALES) {
    test(`${locale}: typed, chosen with the keyboard, opened`, async ({ page }) => {
      const q = QUERY[locale].slice(0, 5)
      const expected = await searchApi(q, locale, 6)
      expect(expected.data.length).toBeGreaterThan(0)
      await page.goto(START[locale])
      const box = page.getByRole('banner').getByRole('combobox', { name: BOX[locale] })
      await box.pressSequentially(q, { delay: 30 })
      const list = page.getByRole('listbox')
      await expect(list).toBeVisible()
      const options = list.getByRole('option')
      // Every result, then "see all results".
      await expect(options).toHaveCount(expected.data.length + 1)
      for (const [i, result] of expected.data.entries()) await expect(options.nth(i)).toContainText(result.title)
      await expect(box).toHaveAttribute('aria-expanded', 'true')

      await box.press('ArrowDown')
      await expect(options.first()).toHaveAttribute('aria-selected', 'true')
      await expect(box).toHaveAttribute('aria-activedescendant', (await options.first().getAttribute('id'))!)
      await box.press('ArrowUp')
      await expect(options.last()).toHaveAttribute('aria-selected', 'true')
      await box.press('ArrowDown')
      await expect(options.first()).toHaveAttribute('aria-selected', 'true')

      const target = expected.data[0]!.target
      await box.press('Enter')
      if (target.kind === 'item') await expect(page).toHaveURL(`/${locale}/${target.key}`)
      else if (target.kind === 'href') await expect(page).toHaveURL(target.href)
    })
  }

  for (const locale of LOCALES) {
    test(`${locale}: Escape closes the list, then clears the box; Enter with nothing chosen shows all results`, async ({
      page,
    }) => {
      const q = QUERY[locale]
      const asked: string[] = []
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/api/search') asked.push(request.url())
      })
      await page.goto(START[locale])
      const box = page.getByRole('banner').getByRole('combobox', { name: BOX[locale] })
      // Typed faster than the debounce: one request for the four letters, not one per letter.
      const allowed = await typeQuickly(box, q.slice(0, 4))
      // The list opens with the first answer; a keystroke that stalled past the debounce asks once
      // more, so the last request is awaited, not assumed sent.
      const lastAsked = () => (asked.length > 0 ? new URL(asked.at(-1)!).searchParams.get('q') : null)
      await expect(page.getByRole('listbox')).toBeVisible()
      await expect.poll(lastAsked).toBe(q.slice(0, 4))
      expect(asked.length, asked.join(' ')).toBeLessThanOrEqual(Math.min(allowed, 3))
      await box.press('Escape')
      await expect(page.getByRole('listbox')).toBeHidden()
      await expect(box).toHaveAttribute('aria-expanded', 'false')
      await box.press('Escape')
      await expect(box).toHaveValue('')
      asked.length = 0
      const allowedForAll = await typeQuickly(box, q)
      await expect(page.getByRole('listbox')).toBeVisible()
      await expect.poll(lastAsked).toBe(q)
      expect(asked.length, asked.join(' ')).toBeLessThanOrEqual(Math.min(allowedForAll, q.length - 1))
      await box.press('Enter')
      await loadedAt(page, `${RESULTS[locale]}?q=${q}`)
      const expected = await searchApi(q, locale)
      expect(await shownTitles(page)).toEqual(expected.data.map((r) => r.title))
      await expect(page.getByRole('main').getByRole('searchbox')).toHaveValue(q)
      await expect(page.getByRole('banner').getByRole('combobox', { name: BOX[locale] })).toHaveValue(q)
    })
  }

  test('the open suggestions pass axe', async ({ page }) => {
    await page.goto(START.id)
    await page.getByRole('banner').getByRole('combobox', { name: BOX.id }).pressSequentially('priv', { delay: 30 })
    await expect(page.getByRole('listbox')).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
  })
})

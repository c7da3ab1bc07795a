import crypto from 'node:crypto'
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import type { Locale } from '@jtt/content-api'
import { sitePath } from '@jtt/content-api/routes'
import { signInToAdmin, whenHydrated } from './admin-session'
import { api, cmsRest, must } from './fixtures'

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']
const BOX = { en: 'Search this site' } as const

/** A word of its own (letters only: six digits in a row are masked before a query is stored). */
const letters = () =>
  crypto
    .randomBytes(5)
    .toString('hex')
    .replace(/\d/g, (d) => 'ghijklmnop'[Number(d)]!)

/** A row's link: its words, then (read by screen readers only) the query it is for. */
const linkName = (words: string, query: string) => new RegExp(`^${words}\\s*: ${query}$`)

type ReportRow = { query: string; searches: number; followed: number; results: number }
const report = async (locale: Locale) =>
  (await cmsRest('GET', `/search-queries/report?days=7&lang=${locale}`)) as Record<
    'top' | 'noResults' | 'unopened',
    ReportRow[]
  >
const rowOf = async (locale: Locale, list: 'top' | 'noResults', query: string) =>
  (await report(locale))[list].find((row) => row.query === query)

/** Opens the first result and waits until the service has counted it as followed. */
async function openFirstResult(page: Page, locale: Locale, query: string) {
  await page.locator('main ol[data-search-results] a').first().click()
  await page.waitForURL((url) => !url.pathname.startsWith(sitePath('search-results', locale)))
  await expect.poll(async () => (await rowOf(locale, 'top', query))?.followed, { timeout: 15_000 }).toBe(1)
}

/**
 * Search analytics end to end (issue 28): a visitor searches in Indonesian on the results page and in
 * English from the header box, opens a result each time, and searches for something the site lacks;
 * an editor then finds each query on the admin's screen with its counts, a link to try it on the site
 * and one to add a synonym — in the admin's Indonesian, and the English list by choosing it.
 */
test('searches on the site are counted per language and shown to editors with their links', async ({ page }) => {
  test.setTimeout(120_000)
  const token = `analitik${letters()}`
  const missing = `qzx${letters()}vwq`
  const slug = `analitik-${token}`
  await cmsRest('POST', '/pages?locale=id', { title: `Halaman ${token}`, slug, _status: 'published' })
  await expect.poll(async () => (await must(api().search({ q: token, locale: 'en' }))).meta.total).toBeGreaterThan(0)
  const found = { id: (await must(api().search({ q: token, locale: 'id' }))).meta.total, en: 0 }
  found.en = (await must(api().search({ q: token, locale: 'en' }))).meta.total
  expect((await must(api().search({ q: missing, locale: 'id' }))).meta.total).toBe(0)

  // Indonesian: the results page's own address, written differently than it is stored.
  await page.goto(`${sitePath('search-results', 'id')}?${new URLSearchParams({ q: ` ${token.toUpperCase()}! ` })}`)
  await expect.poll(async () => (await rowOf('id', 'top', token))?.searches, { timeout: 15_000 }).toBe(1)
  await openFirstResult(page, 'id', token)
  // Back on the results page: the same search, not counted again.
  await page.goBack()
  await expect(page.locator('main ol[data-search-results]')).toBeVisible()

  // English: submitted from the header's search box.
  await page.goto(sitePath('home', 'en'))
  // With JavaScript the header's box is a combobox (its suggestions); Enter with none chosen submits the search.
  const box = page.getByRole('banner').getByRole('combobox', { name: BOX.en })
  await box.fill(token)
  await box.press('Enter')
  await page.waitForURL((url) => url.pathname === sitePath('search-results', 'en'))
  await expect.poll(async () => (await rowOf('en', 'top', token))?.searches, { timeout: 15_000 }).toBe(1)
  await openFirstResult(page, 'en', token)

  await page.goto(`${sitePath('search-results', 'id')}?${new URLSearchParams({ q: missing })}`)
  await expect.poll(async () => (await rowOf('id', 'noResults', missing))?.searches, { timeout: 15_000 }).toBe(1)
  expect(await rowOf('id', 'top', token)).toEqual({ query: token, searches: 1, followed: 1, results: found.id })

  // The editor's screen, in the admin's Indonesian.
  await signInToAdmin(page, ['editor'])
  // The menu names the screen (the menu itself is folded away at this width, so the screen is opened by its address).
  await expect(page.getByRole('link', { name: 'Analitik pencarian', includeHidden: true })).toHaveAttribute(
    'href',
    '/admin/search-analytics',
  )
  await page.goto(`${process.env.E2E_CMS_URL}/admin/search-analytics`)
  await expect(page.getByRole('heading', { level: 1, name: 'Analitik pencarian' })).toBeVisible()
  await page.getByLabel('Periode').selectOption('7')
  await page.getByRole('button', { name: 'Tampilkan' }).click()
  await page.waitForURL(/days=7/)
  const top = page.getByRole('table', { name: 'Pencarian teratas' })
  const row = top.getByRole('row', { name: new RegExp(`^${token}\\b`) })
  await expect(row.getByRole('cell')).toHaveText(['1', String(found.id), '1', /Coba di situs/])
  const tryIt = row.getByRole('link', { name: linkName('Coba di situs', token) })
  expect(new URL((await tryIt.getAttribute('href'))!).pathname).toBe(sitePath('search-results', 'id'))
  expect(new URL((await tryIt.getAttribute('href'))!).searchParams.get('q')).toBe(token)
  await expect(row.getByRole('link', { name: linkName('Tambah sinonim', token) })).toHaveAttribute(
    'href',
    `/admin/collections/search-synonyms/create?term=${token}`,
  )
  const none = page.getByRole('table', { name: 'Pencarian tanpa hasil' })
  await expect(none.getByRole('row', { name: new RegExp(`^${missing}\\b`) }).getByRole('cell')).toHaveText([
    '1',
    '0',
    '0',
    /Coba di situs/,
  ])
  // Payload's own content-language switch in the admin's header (on every admin page) is left out: its
  // contrast is Payload's, not this screen's.
  const violations = (await new AxeBuilder({ page }).withTags(TAGS).exclude('.localizer').analyze()).violations
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])

  // The English list: its own count, its link to the English results page.
  await page.getByLabel('Bahasa situs').selectOption('en')
  await page.getByRole('button', { name: 'Tampilkan' }).click()
  await page.waitForURL(/lang=en/)
  const english = page
    .getByRole('table', { name: 'Pencarian teratas' })
    .getByRole('row', { name: new RegExp(`^${token}\\b`) })
  await expect(english.getByRole('cell')).toHaveText(['1', String(found.en), '1', /Coba di situs/])
  const href = (await english.getByRole('link', { name: linkName('Coba di situs', token) }).getAttribute('href'))!
  expect(new URL(href).pathname).toBe(sitePath('search-results', 'en'))

  // "Add a synonym" opens a new synonym group whose first term is the query (not saved here).
  const addSynonym = english.getByRole('link', { name: linkName('Tambah sinonim', token) })
  await whenHydrated(addSynonym)
  await addSynonym.click()
  await expect(page.locator('input[name="terms.0.term"]')).toHaveValue(token, { timeout: 20_000 })
})

test('the site’s event route answers malformed posts with a 400 and takes no GET', async ({ request }) => {
  const json = { 'content-type': 'application/json' }
  const cases: [string, string, Record<string, string>][] = [
    ['not json', 'text', json],
    [
      JSON.stringify({ event: 'search', q: 'tarif', locale: 'id', results: 1 }),
      'a simple form type',
      { 'content-type': 'text/plain' },
    ],
    [JSON.stringify({ event: 'search', q: 'tarif', locale: 'id' }), 'no result count', json],
    [JSON.stringify({ event: 'follow', q: 'tarif', locale: 'xx' }), 'language', json],
    [JSON.stringify({ event: 'follow', q: 'tarif', locale: 'id', visitor: 'x' }), 'unknown field', json],
  ]
  for (const [data, what, headers] of cases) {
    expect((await request.post('/api/search-events', { data, headers })).status(), what).toBe(400)
  }
  expect((await request.post('/api/search-events', { data: 'x'.repeat(3000), headers: json })).status()).toBe(413)
  expect((await request.get('/api/search-events')).status()).toBe(405)
})

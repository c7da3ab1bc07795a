import fs from 'node:fs'
import { expect, test } from '@playwright/test'
import type { DocumentType, Locale } from '@jtt/content-api'
import { PDFDocument } from 'pdf-lib'
import { formatCurrency, formatDate, formatFileSize, formatNumber, formatPercent } from '../../src/lib/format'
import { api, IR_ROUTES, LOCALES, must } from './fixtures'

const ir = async (locale: Locale) => (await must(api().investorRelations({ locale }))).data
const documents = async (locale: Locale, type: DocumentType, year?: number) =>
  (await must(api().documents({ locale, type, year, perPage: 100 }))).data

/** Each document page: its path, its type and its title per language. */
const DOCUMENT_PAGES = [
  { path: IR_ROUTES.annualReport, type: 'annual-report', title: { id: 'Laporan Tahunan', en: 'Annual Report' } },
  {
    path: IR_ROUTES.boardOfCommissionersReport,
    type: 'board-of-commissioners-report',
    title: { id: 'Laporan Dewan Komisaris', en: 'Board of Commissioners Report' },
  },
  {
    path: IR_ROUTES.directorsReport,
    type: 'directors-report',
    title: { id: 'Laporan Direksi', en: 'Board of Directors Report' },
  },
] as const

test.describe('investor relations', () => {
  test('IR home: overview, key figures in IDR format, a link to every IR page and the latest reports', async ({
    page,
  }) => {
    for (const locale of LOCALES) {
      const content = await ir(locale)
      const res = await page.goto(IR_ROUTES.home[locale])
      expect(res?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        locale === 'id' ? 'Hubungan Investor' : 'Investor Relations',
      )
      await expect(page.getByText(content.overview.intro)).toBeVisible()
      for (const figure of content.overview.keyFigures) {
        await expect(page.getByText(figure.label, { exact: true })).toBeVisible()
        if (figure.unit === 'idr')
          await expect(page.getByText(formatCurrency(figure.value), { exact: true })).toBeVisible()
        if (figure.unit === 'percent')
          await expect(page.getByText(formatPercent(figure.value, locale), { exact: true })).toBeVisible()
        if (figure.unit === 'number') {
          await expect(
            page.getByText(`${formatNumber(figure.value, locale)} ${figure.suffix}`.trim(), { exact: true }),
          ).toBeVisible()
        }
      }
      const main = page.getByRole('main')
      for (const [name, paths] of Object.entries(IR_ROUTES)) {
        if (name !== 'home') await expect(main.locator(`a[href="${paths[locale]}"]`).first(), name).toBeVisible()
      }
      const latest = page.getByRole('region', { name: locale === 'id' ? 'Laporan terbaru' : 'Latest reports' })
      const expected = await Promise.all(
        (['annual-report', 'board-of-commissioners-report', 'directors-report'] as const).map(
          async (type) => (await documents(locale, type))[0]!.title,
        ),
      )
      await expect(latest.getByRole('heading', { level: 3 })).toHaveText(expected)
    }
  })

  test('the main menu hides IR home and contact IR, but both pages work', async ({ page, request }) => {
    await page.goto('/en')
    const menu = page.getByRole('navigation', { name: 'Main menu' })
    await menu.getByRole('button', { name: 'Investor Relations' }).click()
    await expect(menu.getByRole('link', { name: 'Annual Report' })).toBeVisible()
    await expect(menu.getByRole('link', { name: 'Investor Relations Home' })).toHaveCount(0)
    await expect(menu.getByRole('link', { name: 'Contact IR' })).toHaveCount(0)
    for (const path of [IR_ROUTES.home.en, IR_ROUTES.contact.id]) expect((await request.get(path)).status()).toBe(200)
  })

  test('information for investor: shareholders, share and bond information, ratings and dividends', async ({
    page,
  }) => {
    for (const locale of LOCALES) {
      const content = await ir(locale)
      await page.goto(IR_ROUTES.information[locale])
      const shareholders = page
        .getByRole('region', { name: locale === 'id' ? 'Pemegang Saham' : 'Shareholders' })
        .first()
      for (const holder of content.shareholders.list) {
        const row = shareholders.getByRole('row', { name: new RegExp(holder.name.replace(/[().]/g, '\\$&')) })
        await expect(row).toContainText(formatNumber(holder.shares, locale))
        await expect(row).toContainText(formatPercent(holder.percentage, locale))
      }
      await expect(
        page.getByText(formatCurrency(content.shareInformation.issuedCapital!), { exact: true }),
      ).toBeVisible()
      for (const bond of content.bonds.list) {
        const card = page
          .getByRole('listitem')
          .filter({ has: page.getByRole('heading', { name: bond.name, exact: true }) })
        await expect(card).toContainText(formatCurrency(bond.amount))
        await expect(card).toContainText(formatPercent(bond.couponRate, locale))
        await expect(card).toContainText(formatDate(bond.maturityDate, locale))
      }
      for (const rating of content.ratings.list)
        await expect(page.getByText(rating.subject, { exact: true })).toBeVisible()
      for (const dividend of content.dividends.history) {
        await expect(page.getByRole('row', { name: new RegExp(`^${dividend.fiscalYear} `) })).toContainText(
          formatCurrency(dividend.amount),
        )
      }
    }
  })

  for (const { path, type, title } of DOCUMENT_PAGES) {
    test(`${title.en}: documents newest first with cover, year, date, size and a PDF link`, async ({ page }) => {
      for (const locale of LOCALES) {
        const expected = await documents(locale, type)
        const res = await page.goto(path[locale])
        expect(res?.status()).toBe(200)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(title[locale])
        const items = page
          .getByRole('main')
          .getByRole('listitem')
          .filter({ has: page.getByRole('heading', { level: 2 }) })
        await expect(items.getByRole('heading', { level: 2 })).toHaveText(expected.map((d) => d.title))
        const first = items.first()
        const doc = expected[0]!
        await expect(first).toContainText(formatFileSize(doc.file.size, locale))
        await expect(first.locator('time')).toHaveText(formatDate(doc.publishedAt, locale))
        await expect(
          first.getByRole('link', { name: new RegExp(locale === 'id' ? '^Unduh PDF' : '^Download PDF') }),
        ).toHaveAttribute('href', doc.file.url)
        if (doc.cover) await expect(first.locator('img')).toHaveAttribute('src', doc.cover.conversions.thumb!.url)
      }
    })
  }

  test('articles of association and contact IR come from the CMS', async ({ page }) => {
    for (const locale of LOCALES) {
      const [content, deeds] = await Promise.all([ir(locale), documents(locale, 'articles-of-association')])
      await page.goto(IR_ROUTES.articlesOfAssociation[locale])
      await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible()
      for (const deed of deeds) await expect(page.getByRole('heading', { name: deed.title, exact: true })).toBeVisible()
      await page.goto(IR_ROUTES.contact[locale])
      const main = page.getByRole('main')
      await expect(main.getByRole('link', { name: content.contact.email })).toHaveAttribute(
        'href',
        `mailto:${content.contact.email}`,
      )
      await expect(main.getByText(content.contact.unit)).toBeVisible()
      await expect(main.getByRole('link', { name: content.contact.phone })).toHaveAttribute('href', /^tel:\+?\d+$/)
    }
  })

  test('an annual report downloads as a real PDF under its title', async ({ page, request }) => {
    const report = (await documents('id', 'annual-report'))[0]!
    await page.goto(IR_ROUTES.annualReport.id)
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page
        .getByRole('link', { name: /^Unduh PDF/ })
        .first()
        .click(),
    ])
    expect(download.suggestedFilename()).toBe(`${report.title}.pdf`)
    const bytes = fs.readFileSync((await download.path())!)
    expect(bytes.length).toBe(report.file.size)
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    const pdf = await PDFDocument.load(bytes)
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(3)
    expect(pdf.getTitle()).toContain(report.title)

    const res = await request.get(report.file.url)
    expect(res.status()).toBe(200)
    expect(res.headers()['content-type']).toBe('application/pdf')
    expect(Number(res.headers()['content-length'])).toBe(report.file.size)
    expect((await res.body()).length).toBeGreaterThan(0)
  })
})

test.describe('investor relations without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the annual report year filter is a plain form', async ({ page }) => {
    for (const locale of LOCALES) {
      const [expected] = await documents(locale, 'annual-report', 2023)
      await page.goto(IR_ROUTES.annualReport[locale])
      await page.getByRole('combobox', { name: locale === 'id' ? 'Tahun' : 'Year' }).selectOption('2023')
      await page.getByRole('button', { name: locale === 'id' ? 'Tampilkan' : 'Show' }).click()
      await expect(page).toHaveURL(new RegExp(`${IR_ROUTES.annualReport[locale]}\\?year=2023$`))
      await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([expected!.title])
    }
  })
})

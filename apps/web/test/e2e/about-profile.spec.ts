import { expect, test } from '@playwright/test'
import type { OrgUnit } from '@jtt/content-api'
import { formatNumber } from '../../src/lib/format'
import { ABOUT_ROUTES, api, LOCALES, must } from './fixtures'

const flatten = (units: OrgUnit[]): OrgUnit[] => units.flatMap((u) => [u, ...flatten(u.children)])

test.describe('About Us: company overview and organization', () => {
  test('company overview: timeline, vision and mission, core values and key facts from the CMS', async ({ page }) => {
    for (const locale of LOCALES) {
      const profile = (await must(api().companyProfile({ locale }))).data
      const res = await page.goto(ABOUT_ROUTES.overview[locale])
      expect(res?.status()).toBe(200)
      const h1 = locale === 'id' ? 'Sekilas PT Jasamarga Transjawa Tol' : 'PT Jasamarga Transjawa Tol Overview'
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1)
      await expect(
        page.getByRole('heading', { level: 2, name: locale === 'id' ? 'Nilai-Nilai Utama' : 'Core Values' }),
      ).toBeVisible()
      const timeline = page.locator('section[aria-labelledby="history"] ol > li')
      await expect(timeline).toHaveCount(profile.history.milestones.length)
      for (const [i, m] of profile.history.milestones.entries()) {
        await expect(timeline.nth(i).locator('time')).toHaveText(String(m.year))
        await expect(timeline.nth(i).getByRole('heading', { level: 3 })).toHaveText(m.title)
      }
      await expect(page.getByText(profile.vision, { exact: true })).toBeVisible()
      for (const m of profile.mission) await expect(page.getByText(m.text, { exact: true })).toBeVisible()
      for (const v of profile.values) await expect(page.locator('dt', { hasText: v.name }).first()).toBeVisible()
      for (const f of profile.keyFacts) {
        const fact = page.locator('section[aria-labelledby="key-facts"] div', { hasText: f.label })
        await expect(fact.locator('dd')).toContainText(formatNumber(f.value, locale))
      }
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      await expect(page.locator('[data-fallback-note]')).toHaveCount(0)
    }
  })

  test('organization: the chart image and the same structure as nested lists', async ({ page }) => {
    for (const locale of LOCALES) {
      const org = (await must(api().organization({ locale }))).data
      await page.goto(ABOUT_ROUTES.organization[locale])
      const chart = page.locator('figure img').first()
      await expect(chart).toHaveAttribute('alt', org.chart!.alt)
      await expect(page.locator('figcaption a')).toHaveAttribute('href', org.chart!.url)
      const list = page.locator('section[aria-labelledby="units"]')
      for (const unit of flatten(org.units)) {
        await expect(list.getByText(unit.name, { exact: true })).toBeVisible()
      }
      // Three levels of lists, as in the CMS.
      await expect(list.locator('ul ul ul').first()).toBeVisible()
      const head = org.units[0]!.head
      await expect(
        list.getByText(locale === 'id' ? `Dipimpin oleh ${head}` : `Headed by ${head}`).first(),
      ).toBeVisible()
    }
  })

  test('the About Us pages link each other (section menu), marking the current one', async ({ page }) => {
    await page.goto(ABOUT_ROUTES.organization.en)
    const nav = page.getByRole('navigation', { name: 'About Us' })
    await expect(nav.getByRole('link', { name: 'Organizational Structure' })).toHaveAttribute('aria-current', 'page')
    await nav.getByRole('link', { name: 'Board of Commissioners' }).click()
    await expect(page).toHaveURL(new RegExp(`${ABOUT_ROUTES.commissioners.en}$`))
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' })
    await expect(crumbs.getByRole('link')).toHaveText(['Home', 'About Us'])
  })
})

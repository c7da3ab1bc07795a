import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { builtRoutes, LOCALES } from './fixtures'

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

// One test per language, so the two walks run side by side (each page takes a few seconds under load).
for (const locale of LOCALES) {
  test(`every built route and the 404 page pass axe (WCAG 2.2 AA) in ${locale}`, async ({ page }) => {
    const routes = [...(await builtRoutes()), { name: '404', id: '/id/tidak-ada', en: '/en/not-here' }]
    // Each page load and axe run gets its share: the walk grows with every section the site gains.
    test.setTimeout(routes.length * 10_000)
    for (const route of routes) {
      await page.goto(route[locale])
      const result = await new AxeBuilder({ page }).withTags(TAGS).analyze()
      const summary = result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
      expect(summary, `${route.name} (${locale})`).toEqual([])
    }
  })
}

test('the mobile menu passes axe when open', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/en')
  await page.getByRole('button', { name: 'Open menu' }).click()
  await page.getByRole('button', { name: 'About Us' }).click()
  const result = await new AxeBuilder({ page }).withTags(TAGS).analyze()
  expect(result.violations.map((v) => v.id)).toEqual([])
})

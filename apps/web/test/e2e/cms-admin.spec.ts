import { expect, test } from '@playwright/test'
import { signInToAdmin } from './admin-session'

/** The editors' side: the Payload admin must render its views (an empty import map leaves them blank). */
test('editor logs in to the CMS admin and sees every collection, then edits a page', async ({ page }) => {
  test.setTimeout(90_000)
  const cms = process.env.E2E_CMS_URL!
  await signInToAdmin(page)
  const names = ['Pages', 'Media', 'Components', 'Settings', 'Redirects', 'Users', 'Navigation', 'Home page']
  const services = ['Toll-road sections', 'Rest areas']
  const ir = ['Press releases', 'Documents', 'Investor relations']
  const about = ['People', 'Business lines', 'CSR posts', 'Company overview', 'Organizational structure']
  for (const name of [...names, ...about, 'Whistleblowing system', 'About Us pages', ...services, ...ir]) {
    await expect(page.getByRole('link', { name, exact: true }).first()).toBeVisible()
  }
  await page.goto(`${cms}/admin/collections/pages`)
  // Opened by its address rather than a click: a click can land while the list is still hydrating, and
  // the edit view renders on the server, which takes a while on a busy machine.
  const href = await page.getByRole('link', { name: 'Kebijakan Privasi' }).first().getAttribute('href')
  expect(href).toMatch(/^\/admin\/collections\/pages\/\d+$/)
  await page.goto(new URL(href!, cms).href)
  await expect(page.locator('input[name="title"]')).toHaveValue('Kebijakan Privasi', { timeout: 30_000 })
  // The page's blocks loaded, the rich-text editor with the migrated content.
  await expect(page.locator('[data-lexical-editor="true"]').first()).toContainText('Data yang kami kumpulkan')
})

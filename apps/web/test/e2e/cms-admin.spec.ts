import { expect, test } from '@playwright/test'
import { signInToAdmin } from './admin-session'

/** The editors' side: the Payload admin must render its views (an empty import map leaves them blank). */
test('editor logs in to the CMS admin and sees every collection, then edits a page', async ({ page }) => {
  test.setTimeout(90_000)
  const cms = process.env.E2E_CMS_URL!
  await signInToAdmin(page)
  // In Indonesian: the admin's language for a browser that has not chosen one (apps/cms/src/proxy.ts).
  const names = ['Halaman', 'Media', 'Komponen', 'Pengaturan', 'Pengalihan', 'Pengguna', 'Navigasi', 'Beranda']
  const services = ['Ruas tol', 'Rest area']
  const ir = ['Siaran pers', 'Dokumen', 'Hubungan investor']
  const about = ['Pejabat', 'Lini bisnis', 'Kegiatan CSR', 'Sekilas perusahaan', 'Struktur organisasi']
  const more = ['Sistem pelaporan pelanggaran', 'Halaman Tentang Kami']
  for (const name of [...names, ...about, ...more, ...services, ...ir]) {
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

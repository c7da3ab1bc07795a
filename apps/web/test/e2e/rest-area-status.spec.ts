import { expect, test } from '@playwright/test'
import { signInToAdmin } from './admin-session'
import { api, cmsRest, must } from './fixtures'
import { sitePath } from '@jtt/content-api/routes'

test.describe.configure({ mode: 'serial' })

/** The ★ of the rest-area finder: an operator's status change is on the site within 5 s, without a rebuild. */
const PUBLISH_TO_LIVE_MS = 5000

test('a status change in the CMS shows on the list and the detail within 5 s, in both languages', async ({ page }) => {
  const area = (await must(api().restAreas({ q: 'km 19', perPage: 1 }))).data[0]!
  const pages = {
    id: { list: sitePath('rest-areas', 'id'), detail: `${sitePath('rest-area', 'id', { id: area.id })}` },
    en: { list: sitePath('rest-areas', 'en'), detail: `${sitePath('rest-area', 'en', { id: area.id })}` },
  }
  // Render each once, so the pages are served from the cache.
  for (const { list, detail } of Object.values(pages)) {
    await page.goto(detail)
    await page.goto(list)
  }
  const note = `Penuh sementara ${Date.now()}`
  await cmsRest('PATCH', `/rest-areas/${area.id}?locale=id`, { status: 'full', statusNote: note })
  // The note has no English yet: the English pages show the Indonesian one (and the new status).
  for (const { list, detail } of Object.values(pages)) {
    await expect(async () => {
      await page.goto(detail)
      await expect(page.locator('[data-status]').first()).toHaveAttribute('data-status', 'full', { timeout: 500 })
      await expect(page.getByText(note)).toBeVisible({ timeout: 500 })
    }).toPass({ timeout: PUBLISH_TO_LIVE_MS })
    await expect(async () => {
      await page.goto(list)
      await expect(page.getByRole('article', { name: area.name }).getByText(note)).toBeVisible({ timeout: 500 })
    }).toPass({ timeout: PUBLISH_TO_LIVE_MS })
  }
  await cmsRest('PATCH', `/rest-areas/${area.id}?locale=id`, { status: 'open', statusNote: '' })
})

// The admin opens in Indonesian for a browser that has not chosen a language (apps/cms/src/proxy.ts).
test('an operator changes the status on the phone-sized admin screen', async ({ page }) => {
  test.setTimeout(90_000)
  const area = (await must(api().restAreas({ q: 'km 62', perPage: 1 }))).data[0]!
  const cms = process.env.E2E_CMS_URL!
  await page.setViewportSize({ width: 390, height: 844 })
  await signInToAdmin(page, ['operator'])
  await page.goto(`${cms}/admin/rest-area-status`)
  const card = page.getByRole('form', { name: area.name })
  await card.getByLabel('Tutup').check()
  await card.getByLabel('Catatan (opsional)').fill('Perbaikan toilet')
  await card.getByRole('button', { name: 'Simpan' }).click()
  await expect(card.getByRole('status')).toHaveText('Tersimpan')
  await expect(async () => {
    await page.goto(`${sitePath('rest-area', 'en', { id: area.id })}`)
    await expect(page.locator('[data-status]').first()).toHaveAttribute('data-status', 'closed', { timeout: 500 })
  }).toPass({ timeout: PUBLISH_TO_LIVE_MS })
  // The operator's session reaches the status only: the name stays as it was.
  expect((await must(api().restAreas({ id: area.id }))).data[0]!.name).toBe(area.name)
  await cmsRest('PATCH', `/rest-areas/${area.id}?locale=id`, { status: 'open', statusNote: '' })
})

test('a status saved on the operator screen (Indonesian) leaves no stale note in either language', async ({ page }) => {
  test.setTimeout(90_000)
  // KM 575B is seeded closed, with its note in both languages.
  const area = (await must(api().restAreas({ q: '575b', perPage: 1 }))).data[0]!
  const english = (await must(api().restAreas({ id: area.id, locale: 'en' }))).data[0]!
  expect(area.status.value).toBe('closed')
  const oldNotes = { id: area.status.note!, en: english.status.note! }
  expect(oldNotes.en).not.toBe(oldNotes.id)
  await page.setViewportSize({ width: 390, height: 844 })
  await signInToAdmin(page, ['operator'])
  await page.goto(`${process.env.E2E_CMS_URL}/admin/rest-area-status`)
  const card = page.getByRole('form', { name: area.name })
  await card.getByLabel('Buka').check()
  await card.getByLabel('Catatan (opsional)').fill('')
  await card.getByRole('button', { name: 'Simpan' }).click()
  await expect(card.getByRole('status')).toHaveText('Tersimpan')
  for (const [locale, path] of [
    ['en', `${sitePath('rest-area', 'en', { id: area.id })}`],
    ['id', `${sitePath('rest-area', 'id', { id: area.id })}`],
  ] as const) {
    await expect(async () => {
      await page.goto(path)
      await expect(page.locator('[data-status]').first()).toHaveAttribute('data-status', 'open', { timeout: 500 })
    }).toPass({ timeout: PUBLISH_TO_LIVE_MS })
    await expect(page.getByText(oldNotes[locale])).toHaveCount(0)
  }
  await cmsRest('PATCH', `/rest-areas/${area.id}?locale=id`, { status: 'closed', statusNote: oldNotes.id })
  await cmsRest('PATCH', `/rest-areas/${area.id}?locale=en`, { statusNote: oldNotes.en })
})

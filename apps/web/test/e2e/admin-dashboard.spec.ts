import crypto from 'node:crypto'
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { sitePath } from '@jtt/content-api/routes'
import { chooseInterfaceLanguage, signInToAdmin } from './admin-session'
import { api, must } from './fixtures'

test.describe.configure({ mode: 'serial' })

const cms = () => process.env.E2E_CMS_URL!
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/** The dashboard's section headings in each interface language (apps/cms/src/i18n/dashboardWords.ts). */
const HEADINGS = {
  id: {
    title: 'Yang perlu diperhatikan',
    roads: 'Jalan tol',
    messages: 'Pesan kontak',
    jobs: 'Email dan notifikasi dalam antrean',
    publishing: 'Penerbitan',
    health: 'Pemeriksaan konten',
    translation: 'Bahasa Inggris dan teks alternatif',
    recent: 'Baru diubah',
  },
  en: {
    title: 'What needs attention',
    roads: 'Toll roads',
    messages: 'Contact messages',
    jobs: 'Emails and notifications in the queue',
    publishing: 'Publishing',
    health: 'Content checks',
    translation: 'English and alternative text',
    recent: 'Recently changed',
  },
}
type Part = Exclude<keyof typeof HEADINGS.id, 'title'>

/** Opens the admin's home in the account's interface language, set here, and checks its sections and axe. */
async function expectDashboard(page: Page, account: { email: string }, language: 'id' | 'en', parts: Part[]) {
  await chooseInterfaceLanguage(page, account, language)
  await page.goto(`${cms()}/admin`)
  const words = HEADINGS[language]
  await expect(page.getByRole('heading', { level: 1, name: words.title })).toBeVisible({ timeout: 30_000 })
  const headings = page.locator('[data-dashboard="attention"] h2')
  await expect(headings).toHaveText(parts.map((part) => words[part]))
  const axe = await new AxeBuilder({ page }).include('[data-dashboard="attention"]').withTags(TAGS).analyze()
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}

/** A one-paragraph rich text with a link in it, as the admin's editor saves one. */
const paragraphWithLink = (text: string, url: string) => {
  const node = { version: 1, format: '', indent: 0, direction: 'ltr' }
  const textNode = (value: string) => ({
    type: 'text',
    version: 1,
    text: value,
    format: 0,
    style: '',
    mode: 'normal',
    detail: 0,
  })
  const link = { ...node, type: 'link', fields: { linkType: 'custom', url, newTab: false }, children: [textNode(url)] }
  const paragraph = { ...node, type: 'paragraph', textFormat: 0, children: [textNode(`${text} `), link] }
  return { root: { ...node, type: 'root', children: [paragraph] } }
}

/** Payload's REST API as one account (its own bearer token), as the admin's forms save. */
async function restAs(account: { email: string; password: string }) {
  const token = (await must(api().login(account))).data.token
  return async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${cms()}/api${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    return { status: res.status, json: (await res.json().catch(() => ({}))) as Record<string, unknown> }
  }
}

/** The health section's entry for a finding, once the check after a publish (debounced) has run. */
const healthEntry = (page: Page, text: string) =>
  page.locator('[data-section="health"] [data-entry]').filter({ hasText: text })

test('an editor: the content sections in both languages; a broken link appears and goes; a redirect loop is refused', async ({
  page,
}) => {
  test.setTimeout(240_000)
  const editor = await signInToAdmin(page, ['editor'])
  const rest = await restAs(editor)
  await expectDashboard(page, editor, 'en', ['publishing', 'health', 'translation', 'recent'])
  await expectDashboard(page, editor, 'id', ['publishing', 'health', 'translation', 'recent'])

  // The editor publishes a page whose link leads nowhere (with the editor's own session, as the admin saves).
  const tag = crypto.randomBytes(4).toString('hex')
  const broken = `/id/tidak-ada-${tag}`
  const page_ = (url: string) => ({
    title: `Tautan rusak ${tag}`,
    slug: `tautan-rusak-${tag}`,
    _status: 'published',
    layout: [{ blockType: 'richText', content: paragraphWithLink('Lihat', url) }],
  })
  const created = await rest('POST', '/pages?locale=id', page_(broken))
  expect(created.status).toBe(201)
  const id = (created.json.doc as { id: number }).id
  await expect(async () => {
    await page.goto(`${cms()}/admin`)
    await expect(healthEntry(page, broken)).toBeVisible({ timeout: 2000 })
  }).toPass({ timeout: 60_000 })
  await expect(healthEntry(page, broken).getByRole('link')).toHaveAttribute('href', `/admin/collections/pages/${id}`)

  expect((await rest('PATCH', `/pages/${id}?locale=id`, page_(sitePath('contact', 'id')))).status).toBe(200)
  await expect(async () => {
    await page.goto(`${cms()}/admin`)
    await expect(page.locator('[data-section="health"]')).toBeVisible({ timeout: 5000 })
    await expect(healthEntry(page, broken)).toHaveCount(0, { timeout: 1000 })
  }).toPass({ timeout: 60_000 })

  // A redirect back to where another starts: refused when saved, in the editor's language.
  const first = await rest('POST', '/redirects', { old_url: `/putar-a-${tag}`, new_url: `/putar-b-${tag}` })
  expect(first.status).toBe(201)
  await page.goto(`${cms()}/admin/collections/redirects/create`)
  await page.locator('input[name="old_url"]').fill(`/putar-b-${tag}`)
  await page.locator('input[name="new_url"]').fill(`/putar-a-${tag}`)
  await page.getByRole('button', { name: 'Simpan' }).click()
  await expect(page.getByText(/Pengalihan ini membuat putaran/).first()).toBeVisible({ timeout: 20_000 })
  const redirects = await rest('GET', `/redirects?where[old_url][equals]=/putar-b-${tag}`)
  expect(redirects.json.totalDocs).toBe(0)
  await rest('DELETE', `/redirects/${(first.json.doc as { id: number }).id}`)
  await rest('DELETE', `/pages/${id}`)
})

test('an operator: the roads only, each count a link to its filtered list', async ({ page }) => {
  test.setTimeout(120_000)
  const operator = await signInToAdmin(page, ['operator'])
  await expectDashboard(page, operator, 'id', ['roads'])
  const line = page.locator('[data-item="rest-areas-not-open"]')
  await expect(line).toContainText(/^Rest area yang tidak buka: \d+$/)
  // The link opens the rest areas filtered to those not open (other tests change statuses meanwhile: no count here).
  await line.getByRole('link').click()
  await expect(page).toHaveURL(
    /\/admin\/collections\/rest-areas\?where%5Bstatus%5D%5Bnot_equals%5D=open|\/admin\/collections\/rest-areas\?where\[status\]\[not_equals\]=open/,
  )
  await expectDashboard(page, operator, 'en', ['roads'])
  await expect(page.locator('[data-item="traffic-in-force"]')).toContainText(
    'Traffic incidents and disruptions in force:',
  )
})

test('an administrator: every section, messages and the job queue included, in both languages', async ({ page }) => {
  test.setTimeout(120_000)
  const admin = await signInToAdmin(page, ['admin'])
  const all: Part[] = ['roads', 'messages', 'jobs', 'publishing', 'health', 'translation', 'recent']
  await expectDashboard(page, admin, 'id', all)
  await expect(page.locator('[data-item="contact-new"]')).toContainText(/^Pesan baru: \d+/)
  await expectDashboard(page, admin, 'en', all)
  await expect(page.locator('[data-item="jobs-failed"]')).toContainText(/^Failed \(not retried\): \d+$/)
})

import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { signInToAdmin } from './admin-session'
import { cmsRest } from './fixtures'

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/**
 * Axe on the trail's rows, what this feature adds to the list. Payload's own list frame (3.90.2) has
 * findings of its own on every collection's list — the column headings' and locale button's contrast,
 * the sort buttons' size, a select and the rows' selection boxes without labels — which belong to the
 * admin as a whole, not to this list.
 */
async function violations(page: Page): Promise<string[]> {
  const rows = new AxeBuilder({ page }).include('.table tbody').exclude('.cell-_select')
  const result = await rows.withTags(TAGS).analyze()
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

/** An editor's change through Payload's REST API, as the admin's forms send it. */
async function editorCreatesRedirect(cms: string, oldUrl: string) {
  const editor = { email: `audit-editor-${Date.now()}@example.com`, password: 'Jejak#Editor2026' }
  await cmsRest('POST', '/users', { ...editor, name: 'Editor Jejak', roles: ['editor'] })
  const login = await fetch(`${cms}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(editor),
  })
  const { token } = (await login.json()) as { token: string }
  const created = await fetch(`${cms}/api/redirects`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ old_url: oldUrl, new_url: '/id' }),
  })
  expect(created.status).toBe(201)
  return { email: editor.email, id: ((await created.json()) as { doc: { id: number } }).doc.id }
}

test('an administrator reads an editor’s change in the audit trail, in Indonesian then English; its rows pass axe', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const cms = process.env.E2E_CMS_URL!
  const oldUrl = `/jejak-e2e-${Date.now()}`
  const editor = await editorCreatesRedirect(cms, oldUrl)
  const admin = await signInToAdmin(page, ['admin'])
  const list = `${cms}/admin/collections/audit-log?where[title][equals]=${encodeURIComponent(oldUrl)}`
  const row = page.getByRole('row').filter({ hasText: oldUrl })

  await page.goto(list)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Jejak audit')
  await expect(row).toContainText('Dibuat')
  await expect(row).toContainText(editor.email)
  expect(await violations(page)).toEqual([])

  // The administrator chooses English on their account (here from elsewhere): this browser follows.
  const [account] = (await cmsRest('GET', `/users?where[email][equals]=${encodeURIComponent(admin.email)}`)).docs as {
    id: number
  }[]
  await cmsRest('PATCH', `/users/${account!.id}`, { interfaceLanguage: 'en' })
  await page.goto(list)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Audit trail')
  await expect(row).toContainText('Created')
  expect(await violations(page)).toEqual([])
  await cmsRest('DELETE', `/redirects/${editor.id}`)
})

import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { signInToAdmin } from './admin-session'
import { adminCredentials, cmsRest } from './fixtures'

/**
 * Editors preview drafts on the real site; visitors never see them and keep getting cached pages.
 * A published page gets a draft with another title, then each side looks at it.
 */
async function pageWithDraft() {
  const stamp = Date.now()
  const created = (await cmsRest('POST', '/pages?locale=id', {
    title: `Pratinjau ${stamp}`,
    slug: `pratinjau-${stamp}`,
    _status: 'published',
  })) as { doc: { id: number } }
  const id = created.doc.id
  await cmsRest('PATCH', `/pages/${id}?locale=en`, {
    title: `Preview ${stamp}`,
    slug: `preview-${stamp}`,
    _status: 'published',
  })
  await cmsRest('PATCH', `/pages/${id}?locale=en&draft=true`, { title: `Preview ${stamp} (draft)`, _status: 'draft' })
  return {
    id,
    published: `Preview ${stamp}`,
    draft: `Preview ${stamp} (draft)`,
    en: `/en/preview-${stamp}`,
    slug: `preview-${stamp}`,
  }
}

/**
 * A visitor's request answered from a cache: the front's (whole pages) or Next.js's. Edits made
 * meanwhile by tests running in parallel (the menu, media) may expire the page: it is then rendered
 * again and the next request is cached.
 */
async function cachedVisit(request: APIRequestContext, path: string) {
  for (let attempt = 0; attempt < 5; attempt++) {
    const res = await request.get(path)
    if (res.headers()['x-cache'] === 'HIT' || res.headers()['x-nextjs-cache'] === 'HIT') return res
  }
  throw new Error(`${path} was never answered from the cache`)
}

async function signIn(page: Page, path: string, { email, password } = adminCredentials()) {
  await page.goto(path)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

test('an editor sees the draft in preview; a visitor sees the published page, served from the cache', async ({
  page,
  request,
}) => {
  const doc = await pageWithDraft()
  // Once the publish notifications (and their echo) are through, the page is rendered once for visitors.
  await new Promise((r) => setTimeout(r, 3000))
  const visitor = await cachedVisit(request, doc.en)
  expect(await visitor.text()).toContain(`${doc.published}</h1>`)

  // A guest following the CMS's preview link signs in first and lands on the page, in preview.
  await page.goto(`/api/preview/en/page/${doc.slug}`)
  await expect(page).toHaveURL(/\/en\/login\?redirect=/)
  await signIn(page, page.url().replace(/^https?:\/\/[^/]+/, ''))
  await expect(page).toHaveURL(new RegExp(`${doc.en}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(doc.draft)
  const bar = page.getByRole('complementary', { name: /Preview mode/ })
  await expect(bar).toBeVisible()
  await expect(bar.getByRole('link', { name: 'Edit in the CMS' })).toHaveAttribute(
    'href',
    `${process.env.E2E_CMS_URL}/admin/collections/pages/${doc.id}`,
  )

  // Meanwhile visitors still get the published page from the cache.
  const during = await cachedVisit(request, doc.en)
  expect(await during.text()).not.toContain(doc.draft)

  await bar.getByRole('button', { name: 'Exit preview' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(doc.published)
  await expect(page.getByRole('complementary', { name: /Preview mode/ })).toHaveCount(0)
})

test("the CMS admin's preview button opens the page on the site in the admin's language", async ({ page }) => {
  test.setTimeout(90_000)
  const doc = await pageWithDraft()
  const cms = process.env.E2E_CMS_URL!
  const editor = await signInToAdmin(page)
  await page.goto(`${cms}/admin/collections/pages/${doc.id}?locale=en`)
  const preview = page.locator(`a[href*="/api/preview/en/page/${doc.slug}"]`).first()
  await expect(preview).toBeAttached({ timeout: 20_000 })
  await page.goto((await preview.getAttribute('href'))!)
  await signIn(page, page.url().replace(/^https?:\/\/[^/]+/, ''), editor)
  await expect(page).toHaveURL(new RegExp(`${doc.en}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(doc.draft)
})

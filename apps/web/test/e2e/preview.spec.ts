import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test'
import { signInToAdmin } from './admin-session'
import { adminCredentials, api, cmsRest, urlOf } from './fixtures'
import { messages } from './forms'
import {
  draftPage,
  draftPressRelease,
  previewBar,
  removeDraft,
  signInOnSite,
  someImage,
  throwAwayUser,
} from './preview-fixtures'
import { sitePath } from '@jtt/content-api/routes'

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
    idPath: `/id/pratinjau-${stamp}`,
    slug: `preview-${stamp}`,
  }
}

const ANALYTICS_COOKIES = '_ga=GA1.1.1234.5678; _gid=GA1.1.99'

/**
 * A visitor's request answered from a cache: the front's (whole pages) or Next.js's. Edits made
 * meanwhile by tests running in parallel (the menu, media) may expire the page: it is then rendered
 * again and the next request is cached.
 */
async function cachedVisit(request: APIRequestContext, path: string) {
  for (let attempt = 0; attempt < 5; attempt++) {
    // With analytics cookies, as most returning visitors: they make no page personal.
    const res = await request.get(path, { headers: { cookie: ANALYTICS_COOKIES } })
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
  baseURL,
}) => {
  const doc = await pageWithDraft()
  // Once the publish notifications (and their echo) are through, the page is rendered once for visitors.
  await new Promise((r) => setTimeout(r, 3000))
  const visitor = await cachedVisit(request, doc.en)
  expect(await visitor.text()).toContain(`${doc.published}</h1>`)

  // A guest following the CMS's preview link signs in first and lands on the page, in preview — with
  // the same analytics cookies, which change nothing for the editor either.
  await page.context().addCookies(
    ANALYTICS_COOKIES.split('; ').map((pair) => {
      const [name = '', value = ''] = pair.split('=')
      return { name, value, url: baseURL! }
    }),
  )
  await page.goto(`/api/preview/en/page/${doc.slug}`)
  await expect(page).toHaveURL(urlOf(`${sitePath('login', 'en')}?redirect=`, { to: 'start' }))
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

const tokenOf = async (context: BrowserContext) =>
  (await context.cookies()).find((c) => c.name === 'auth._token.local')?.value
const hasDraftModeCookie = async (context: BrowserContext) =>
  (await context.cookies()).some((c) => c.name === '__prerender_bypass')

test('a draft that changes the slug is previewed under its new slug', async ({ page, request }) => {
  const doc = await pageWithDraft()
  const renamed = `${doc.slug}-renamed`
  await cmsRest('PATCH', `/pages/${doc.id}?locale=en&draft=true`, { slug: renamed, _status: 'draft' })
  await signInOnSite(page, sitePath('login', 'en'), await throwAwayUser())
  await page.goto(`/api/preview/en/page/${renamed}`)
  await expect(page).toHaveURL(new RegExp(`${sitePath('cms-page', 'en', { dynamicPage: renamed })}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(doc.draft)
  await expect(previewBar(page, 'en')).toBeVisible()
  // Visitors: the new slug does not exist yet.
  expect((await request.get(`${sitePath('cms-page', 'en', { dynamicPage: renamed })}`)).status()).toBe(404)
})

for (const locale of ['en', 'id'] as const) {
  test(`a session ended during preview leaves preview and asks to sign in again, saying why (${locale})`, async ({
    page,
    context,
  }) => {
    const doc = await pageWithDraft()
    const release = await draftPressRelease()
    try {
      await signInOnSite(page, sitePath('login', locale), await throwAwayUser())
      await page.goto(`/api/preview/${locale}/${release.target[locale]}`)
      await expect(previewBar(page, locale)).toBeVisible()
      // The session ends at the CMS (expired, or signed out elsewhere): the token is refused from now on.
      const token = (await tokenOf(context))!
      expect((await api().logout(token)).ok).toBe(true)

      const answer = await page.reload()
      expect(answer?.status()).toBe(200)
      const login = new URL(page.url())
      expect(login.pathname).toBe(sitePath('login', locale))
      expect(login.searchParams.get('reason')).toBe('expired')
      expect(login.searchParams.get('redirect')).toBe(release.path[locale])
      await expect(page.getByText(messages[locale].auth.sessionExpired)).toBeVisible()
      expect(await hasDraftModeCookie(context)).toBe(false)
      expect(await tokenOf(context)).toBeUndefined()

      // Out of preview, pages are the visitors' again (no 500 from a refused draft read).
      const published = await page.goto(locale === 'en' ? doc.en : doc.idPath)
      expect(published?.status()).toBe(200)
      await expect(previewBar(page, locale)).toHaveCount(0)
    } finally {
      await removeDraft(release)
    }
  })
}

test("preview survives pages with the CMS's images: the CMS never clears the site's draft-mode cookie", async ({
  page,
  context,
}) => {
  const item = await draftPage(await someImage())
  try {
    await signInOnSite(page, sitePath('login', 'en'), await throwAwayUser())
    // A CMS answer to a request that carried the site's draft-mode cookie (same host): not an image still
    // loading from the page before, which the browser sent without it.
    const image = page.waitForResponse(
      async (res) =>
        res.url().startsWith(process.env.E2E_CMS_URL!) &&
        res.ok() &&
        ((await res.request().headerValue('cookie')) ?? '').includes('__prerender_bypass'),
    )
    await page.goto(`/api/preview/en/${item.target.en}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(item.text.en)
    const cmsImage = await image
    // The browser sent the site's draft-mode cookie to the CMS (same host) and the CMS left it alone.
    expect(await cmsImage.headerValue('set-cookie')).toBeNull()
    await page.reload()
    await expect(previewBar(page, 'en')).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(item.text.en)
    expect(await hasDraftModeCookie(context)).toBe(true)
  } finally {
    await removeDraft(item)
  }
})

test("only an editor's preview may be framed by the CMS admin; visitors' pages may be framed by no one", async ({
  page,
  request,
}) => {
  const doc = await pageWithDraft()
  await signInOnSite(page, sitePath('login', 'en'), await throwAwayUser())
  await page.goto(`/api/preview/en/page/${doc.slug}`)
  await expect(previewBar(page, 'en')).toBeVisible()
  const frameAncestors = (csp: string | undefined) => /frame-ancestors ([^;]+)/.exec(csp ?? '')?.[1]
  const editor = await page.request.get(doc.en)
  expect(frameAncestors(editor.headers()['content-security-policy'])).toBe(`'self' ${process.env.E2E_CMS_URL}`)
  const visitor = await request.get(doc.en)
  expect(frameAncestors(visitor.headers()['content-security-policy'])).toBe("'none'")
})

test("the preview bar's sign-out ends the session at the CMS and leaves preview (Indonesian)", async ({
  page,
  context,
}) => {
  const item = await draftPressRelease()
  try {
    await signInOnSite(page, sitePath('login', 'id'), await throwAwayUser())
    await page.goto(`/api/preview/id/${item.target.id}`)
    const token = (await tokenOf(context))!
    await previewBar(page, 'id').getByRole('button', { name: messages.id.preview.signOut, exact: true }).click()
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/id$/)
    await expect(previewBar(page, 'id')).toHaveCount(0)
    expect(await tokenOf(context)).toBeUndefined()
    expect(await hasDraftModeCookie(context)).toBe(false)
    const after = await api().profile(token)
    expect(after.ok || after.error.status).toBe(401)
  } finally {
    await removeDraft(item)
  }
})

test('an account without content:preview is refused preview (403) and stays out of draft mode', async ({
  page,
  context,
}) => {
  const item = await draftPage()
  try {
    await signInOnSite(page, sitePath('login', 'en'), await throwAwayUser(['operator']))
    const res = await page.request.get(`/api/preview/en/${item.target.en}`, { maxRedirects: 0 })
    expect(res.status()).toBe(403)
    expect(await hasDraftModeCookie(context)).toBe(false)
    expect((await page.request.get(item.path.en)).status()).toBe(404)
  } finally {
    await removeDraft(item)
  }
})

import { expect, test } from '@playwright/test'
import type { Locale } from '@jtt/content-api'
import { signInToAdmin } from './admin-session'
import { LOCALES, urlOf } from './fixtures'
import { messages } from './forms'
import {
  draftAnnualReport,
  draftBusinessLine,
  draftCsrPost,
  draftPage,
  draftPerson,
  draftPressRelease,
  previewBar,
  removeDraft,
  signInOnSite,
  throwAwayUser,
  type DraftItem,
} from './preview-fixtures'
import { sitePath } from '@jtt/content-api/routes'

/**
 * Every publishable type is previewable, from content never published: the site's preview route
 * lands on the page in each language with the draft, the preview bar and its 'edit in the CMS' link;
 * the CMS admin's preview button (and live preview) leads there in the admin's language.
 */
const TYPES: Record<string, () => Promise<DraftItem>> = {
  'a page': () => draftPage(),
  'a press release': () => draftPressRelease(),
  'a CSR post': draftCsrPost,
  'a business line': draftBusinessLine,
  'a board member': draftPerson,
  'an annual report': draftAnnualReport,
}

const cms = () => process.env.E2E_CMS_URL!
const pathOf = (url: string) => new URL(url).pathname
const endsWith = (path: string) => new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`)

for (const [name, make] of Object.entries(TYPES)) {
  test(`${name} never published is previewed in both languages, with 'edit in the CMS'; visitors never see it`, async ({
    page,
    request,
  }) => {
    const item = await make()
    try {
      // A guest following the admin's preview link signs in first and comes back to the page.
      await page.goto(`/api/preview/id/${item.target.id}`)
      await expect(page).toHaveURL(urlOf(`${sitePath('login', 'id')}?redirect=`, { to: 'start' }))
      await signInOnSite(page, pathOf(page.url()) + new URL(page.url()).search, await throwAwayUser())
      for (const locale of LOCALES) {
        await page.goto(`/api/preview/${locale}/${item.target[locale]}`)
        await expect(page).toHaveURL(endsWith(item.path[locale]))
        await expect(page.getByText(item.text[locale], { exact: true }).first()).toBeVisible()
        const bar = previewBar(page, locale)
        await expect(bar).toBeVisible()
        await expect(bar.getByRole('link', { name: messages[locale].preview.edit })).toHaveAttribute(
          'href',
          `${cms()}${item.edit}`,
        )
      }
      for (const locale of LOCALES) {
        const visitor = await request.get(item.path[locale])
        expect(await visitor.text()).not.toContain(item.text[locale])
      }
    } finally {
      await removeDraft(item)
    }
  })
}

/** The admin's preview target for a document, in the admin's content language. */
const previewLink = (locale: Locale, item: DraftItem) => `/api/preview/${locale}/${item.target[locale]}`

/**
 * The admin's preview button, followed: Payload draws it the same way for every collection, from the link
 * the declarations give (each type's link: apps/cms/test/unit/contentTypeWiring.test.ts; each type's
 * landing from that link: the tests above; a page's button: preview.spec.ts). One type per kind of
 * target: an item's own page, and the page that lists it.
 */
const BUTTON_TYPES = ['a press release', 'a board member'] as const

for (const name of BUTTON_TYPES) {
  const make = TYPES[name]!
  test(`the CMS admin's preview button of ${name} leads to its page in the admin's language (id and en)`, async ({
    page,
  }) => {
    test.setTimeout(120_000)
    const item = await make()
    try {
      await signInOnSite(page, sitePath('login', 'id'), await throwAwayUser())
      await signInToAdmin(page)
      for (const locale of LOCALES) {
        await page.goto(`${cms()}/admin/collections/${item.collection}/${item.id}?locale=${locale}`)
        const button = page.locator(`a[href$="${previewLink(locale, item)}"]`).first()
        await expect(button).toBeAttached({ timeout: 30_000 })
        // Followed by an editor signed in on the site: the page in that language, in preview.
        await page.goto((await button.getAttribute('href'))!)
        await expect(page).toHaveURL(endsWith(item.path[locale]))
        await expect(page.getByText(item.text[locale], { exact: true }).first()).toBeVisible()
        await expect(previewBar(page, locale)).toBeVisible()
      }
    } finally {
      await removeDraft(item)
    }
  })
}

test("the admin's live preview frames the site's page with the draft, in the admin's language", async ({ page }) => {
  test.setTimeout(90_000)
  const item = await draftPage()
  try {
    await signInOnSite(page, sitePath('login', 'en'), await throwAwayUser())
    await signInToAdmin(page)
    for (const locale of LOCALES) {
      await page.goto(`${cms()}/admin/collections/pages/${item.id}?locale=${locale}`)
      // The admin remembers live preview between documents: turned on once, it stays on.
      const toggler = page.locator('#live-preview-toggler')
      await expect(toggler).toBeVisible({ timeout: 20_000 })
      if (!(await toggler.getAttribute('class'))?.includes('--active')) await toggler.click()
      const iframe = page.locator(`iframe[src$="${previewLink(locale, item)}"]`)
      await expect(iframe).toBeAttached({ timeout: 20_000 })
      const frame = iframe.contentFrame()
      await expect(frame.getByRole('heading', { level: 1 })).toHaveText(item.text[locale], { timeout: 20_000 })
      await expect(frame.getByRole('complementary', { name: messages[locale].preview.bar })).toBeVisible()
    }
  } finally {
    await removeDraft(item)
  }
})

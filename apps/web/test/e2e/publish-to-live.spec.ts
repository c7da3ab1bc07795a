import { expect, test } from '@playwright/test'
import { cmsRest } from './fixtures'
import { sitePath } from '@jtt/content-api/routes'

// One at a time: they share ports, content and the servers' capacity.
test.describe.configure({ mode: 'serial' })

/**
 * An edit in the CMS reaches cached pages within 5 s, with no rebuild and no restart: the CMS posts
 * the changed cache tags to the site, which expires exactly those (lib/content/tags, api/revalidate).
 */
const PUBLISH_TO_LIVE_MS = 5000

async function firstDoc(path: string): Promise<{ id: number } & Record<string, unknown>> {
  const docs = (await cmsRest('GET', path)).docs as ({ id: number } & Record<string, unknown>)[]
  return docs[0]!
}

test.describe('publish-to-live', () => {
  test('a CMS page title', async ({ page }) => {
    await page.goto('/id/syarat-dan-ketentuan') // render once, so it is served from the cache
    const doc = await firstDoc('/pages?where[slug][equals]=syarat-dan-ketentuan&locale=id')
    const title = `Syarat dan Ketentuan ${Date.now()}`
    await cmsRest('PATCH', `/pages/${doc.id}?locale=id`, { title })
    await expect(async () => {
      await page.reload()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title, { timeout: 500 })
    }).toPass({ timeout: PUBLISH_TO_LIVE_MS })
  })

  test('the site search finds an edit at once, though it keeps recent result pages', async ({ request }) => {
    const doc = await firstDoc('/pages?where[slug][equals]=aksesibilitas&locale=id')
    const word = `Aksesibel${Date.now()}`
    const results = `${sitePath('search-results', 'id')}?q=${word}`
    // The renamed page as a result (its title, the query highlighted or not); the query alone is echoed.
    const found = new RegExp(`Aksesibilitas (<mark>)?${word}`)
    // Asked once before the edit: the answer (nothing found) is now a recent result page.
    expect(await (await request.get(results)).text()).not.toMatch(found)
    await cmsRest('PATCH', `/pages/${doc.id}?locale=id`, { title: `Aksesibilitas ${word}` })
    await expect(async () => {
      expect(await (await request.get(results)).text()).toMatch(found)
    }).toPass({ timeout: PUBLISH_TO_LIVE_MS })
    await cmsRest('PATCH', `/pages/${doc.id}?locale=id`, { title: doc.title }) // as the later phases expect
  })

  test('a menu item and a footer component', async ({ page }) => {
    await page.goto('/en/terms-of-use')
    const menu = (await cmsRest('GET', '/globals/navigation?locale=en')) as {
      items: { title: string; children: unknown[] }[]
    }
    const group = `Media ${Date.now() % 100000}`
    await cmsRest('POST', '/globals/navigation?locale=en', {
      items: menu.items.map((item, i) => (i === 3 ? { ...item, title: group } : item)),
    })
    const component = await firstDoc('/components?where[slug][equals]=footer-copyright&locale=en')
    const copyright = `© 2026 PT Jasamarga Transjawa Tol — ${Date.now()}`
    await cmsRest('PATCH', `/components/${component.id}?locale=en`, { title: copyright })
    await expect(async () => {
      await page.reload()
      await expect(
        page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: group }),
      ).toBeVisible({ timeout: 500 })
      await expect(page.getByRole('contentinfo').getByText(copyright)).toBeVisible({ timeout: 500 })
    }).toPass({ timeout: PUBLISH_TO_LIVE_MS })
  })

  test('a redirect, keeping the query string', async ({ request }) => {
    const from = `/promo-${Date.now()}`
    await cmsRest('POST', '/redirects', { old_url: from, new_url: '/id/kebijakan-privasi' })
    await expect
      .poll(async () => (await request.get(`${from}?utm=sms`, { maxRedirects: 0 })).headers()['location'] ?? '', {
        timeout: PUBLISH_TO_LIVE_MS,
      })
      .toMatch(/\/id\/kebijakan-privasi\?utm=sms$/)
  })
})

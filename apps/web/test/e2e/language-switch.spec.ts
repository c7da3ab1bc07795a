import { expect, test } from '@playwright/test'
import { api, must, serverSwitchLinks } from './fixtures'
import { sitePath } from '@jtt/content-api/routes'

test.describe('language switch goes to the same page in the other language', () => {
  test('static page (home) — server HTML and round trip', async ({ page, request }) => {
    const links = await serverSwitchLinks(request, sitePath('home', 'id'))
    expect(links).toEqual({ id: sitePath('home', 'id'), en: sitePath('home', 'en') })
    await page.goto(sitePath('home', 'id'))
    await page.getByRole('button', { name: /Pilih bahasa/ }).click()
    await page.getByRole('link', { name: /English/ }).click()
    await expect(page).toHaveURL(/\/en$/)
    await page.getByRole('button', { name: /Choose language/ }).click()
    await page.getByRole('link', { name: /Bahasa Indonesia/ }).click()
    await expect(page).toHaveURL(/\/id$/)
  })

  test('static localized route (search) — server HTML, keeping the query', async ({ request }) => {
    const links = await serverSwitchLinks(request, sitePath('search-results', 'en'))
    expect(links).toEqual({ id: sitePath('search-results', 'id'), en: sitePath('search-results', 'en') })
    const withQuery = await serverSwitchLinks(request, `${sitePath('search-results', 'id')}?q=jalan+tol&empty=`)
    expect(withQuery).toEqual({
      id: `${sitePath('search-results', 'id')}?q=jalan+tol`,
      en: `${sitePath('search-results', 'en')}?q=jalan+tol`,
    })
    // Before: the page was dropped (`?q=jalan&page=2` offered `${sitePath('search-results', 'en')}?q=jalan`).
    const paged = await serverSwitchLinks(
      request,
      `${sitePath('search-results', 'id')}?q=jalan&type=press-release&page=2`,
    )
    expect(paged).toEqual({
      id: `${sitePath('search-results', 'id')}?q=jalan&type=press-release&page=2`,
      en: `${sitePath('search-results', 'en')}?q=jalan&type=press-release&page=2`,
    })
  })

  test('dynamic CMS page with a different slug per language — server HTML and round trip', async ({
    page,
    request,
  }) => {
    const p = (await must(api().pages({ perPage: 100 }))).data.find((x) => x.slugs.id !== x.slugs.en)!
    const links = await serverSwitchLinks(request, `${sitePath('cms-page', 'id', { dynamicPage: p.slugs.id })}`)
    expect(links).toEqual({
      id: `${sitePath('cms-page', 'id', { dynamicPage: p.slugs.id })}`,
      en: `${sitePath('cms-page', 'en', { dynamicPage: p.slugs.en })}`,
    })
    const fromEn = await serverSwitchLinks(request, `${sitePath('cms-page', 'en', { dynamicPage: p.slugs.en })}`)
    expect(fromEn).toEqual(links)

    await page.goto(`${sitePath('cms-page', 'id', { dynamicPage: p.slugs.id })}`)
    await page.getByRole('button', { name: /Pilih bahasa/ }).click()
    await page.getByRole('link', { name: /English/ }).click()
    await expect(page).toHaveURL(new RegExp(`${sitePath('cms-page', 'en', { dynamicPage: p.slugs.en })}$`))
    const en = (await must(api().pages({ slug: p.slugs.en, locale: 'en' }))).data[0]!
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.title)
    await page.getByRole('button', { name: /Choose language/ }).click()
    await page.getByRole('link', { name: /Bahasa Indonesia/ }).click()
    await expect(page).toHaveURL(new RegExp(`${sitePath('cms-page', 'id', { dynamicPage: p.slugs.id })}$`))
  })
})

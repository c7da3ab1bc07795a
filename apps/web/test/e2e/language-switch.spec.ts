import { expect, test } from '@playwright/test'
import { api, must, serverSwitchLinks } from './fixtures'

test.describe('language switch goes to the same page in the other language', () => {
  test('static page (home) — server HTML and round trip', async ({ page, request }) => {
    const links = await serverSwitchLinks(request, '/id')
    expect(links).toEqual({ id: '/id', en: '/en' })
    await page.goto('/id')
    await page.getByRole('button', { name: /Pilih bahasa/ }).click()
    await page.getByRole('link', { name: /English/ }).click()
    await expect(page).toHaveURL(/\/en$/)
    await page.getByRole('button', { name: /Choose language/ }).click()
    await page.getByRole('link', { name: /Bahasa Indonesia/ }).click()
    await expect(page).toHaveURL(/\/id$/)
  })

  test('static localized route (search) — server HTML, keeping the query', async ({ request }) => {
    const links = await serverSwitchLinks(request, '/en/search-result')
    expect(links).toEqual({ id: '/id/hasil-pencarian', en: '/en/search-result' })
    const withQuery = await serverSwitchLinks(request, '/id/hasil-pencarian?q=jalan+tol&empty=')
    expect(withQuery).toEqual({ id: '/id/hasil-pencarian?q=jalan+tol', en: '/en/search-result?q=jalan+tol' })
    // Before: the page was dropped (`?q=jalan&page=2` offered `/en/search-result?q=jalan`).
    const paged = await serverSwitchLinks(request, '/id/hasil-pencarian?q=jalan&type=press-release&page=2')
    expect(paged).toEqual({
      id: '/id/hasil-pencarian?q=jalan&type=press-release&page=2',
      en: '/en/search-result?q=jalan&type=press-release&page=2',
    })
  })

  test('dynamic CMS page with a different slug per language — server HTML and round trip', async ({
    page,
    request,
  }) => {
    const p = (await must(api().pages({ perPage: 100 }))).data.find((x) => x.slugs.id !== x.slugs.en)!
    const links = await serverSwitchLinks(request, `/id/${p.slugs.id}`)
    expect(links).toEqual({ id: `/id/${p.slugs.id}`, en: `/en/${p.slugs.en}` })
    const fromEn = await serverSwitchLinks(request, `/en/${p.slugs.en}`)
    expect(fromEn).toEqual(links)

    await page.goto(`/id/${p.slugs.id}`)
    await page.getByRole('button', { name: /Pilih bahasa/ }).click()
    await page.getByRole('link', { name: /English/ }).click()
    await expect(page).toHaveURL(new RegExp(`/en/${p.slugs.en}$`))
    const en = (await must(api().pages({ slug: p.slugs.en, locale: 'en' }))).data[0]!
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.title)
    await page.getByRole('button', { name: /Choose language/ }).click()
    await page.getByRole('link', { name: /Bahasa Indonesia/ }).click()
    await expect(page).toHaveURL(new RegExp(`/id/${p.slugs.id}$`))
  })
})

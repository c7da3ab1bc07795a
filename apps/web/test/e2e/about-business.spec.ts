import { expect, test } from '@playwright/test'
import { ABOUT_ROUTES, api, businessLinePath, LOCALES, must, richTextLines, serverSwitchLinks } from './fixtures'

test.describe('About Us: JTT business and its business lines', () => {
  test('JTT business lists every business line, linking to its page in the same language', async ({ page }) => {
    for (const locale of LOCALES) {
      const [about, lines] = await Promise.all([
        must(api().aboutPages({ locale })),
        must(api().businessLines({ locale, perPage: 100 })),
      ])
      const res = await page.goto(ABOUT_ROUTES.business[locale])
      expect(res?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(about.data.sections.business.title)
      for (const line of lines.data) {
        await expect(page.getByRole('link', { name: line.title, exact: true })).toHaveAttribute(
          'href',
          businessLinePath(locale, line.slugs[locale]),
        )
        await expect(page.getByText(line.summary, { exact: true })).toBeVisible()
      }
    }
  })

  test('a business line page shows its content under its own slug in each language', async ({ page }) => {
    for (const locale of LOCALES) {
      for (const line of (await must(api().businessLines({ locale, perPage: 100 }))).data) {
        const res = await page.goto(businessLinePath(locale, line.slug))
        expect(res?.status(), line.slug).toBe(200)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(line.title)
        await expect(page.getByText(line.summary, { exact: true })).toBeVisible()
        for (const figure of line.figures) await expect(page.getByText(figure.label, { exact: true })).toBeVisible()
      }
    }
  })

  test('the language switch on a business line goes to the other language’s slug (server HTML and round trip)', async ({
    page,
    request,
  }) => {
    const line = (await must(api().businessLines({ perPage: 100 }))).data.find((l) => l.slugs.id !== l.slugs.en)!
    const expected = { id: businessLinePath('id', line.slugs.id), en: businessLinePath('en', line.slugs.en) }
    expect(await serverSwitchLinks(request, expected.id)).toEqual(expected)
    expect(await serverSwitchLinks(request, expected.en)).toEqual(expected)

    await page.goto(expected.id)
    await page.getByRole('button', { name: /Pilih bahasa/ }).click()
    await page.getByRole('link', { name: /English/ }).click()
    await expect(page).toHaveURL(new RegExp(`${expected.en}$`))
    const en = (await must(api().businessLines({ slug: line.slugs.en, locale: 'en' }))).data[0]!
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.title)
    await page.getByRole('button', { name: /Choose language/ }).click()
    await page.getByRole('link', { name: /Bahasa Indonesia/ }).click()
    await expect(page).toHaveURL(new RegExp(`${expected.id}$`))
  })

  test('an unknown business line is the 404 page, and a slug of the other language is too', async ({ request }) => {
    const line = (await must(api().businessLines({ perPage: 1 }))).data[0]!
    for (const path of [
      businessLinePath('id', 'tidak-ada'),
      businessLinePath('en', line.slugs.id === line.slugs.en ? 'x-none' : line.slugs.id),
    ]) {
      const res = await request.get(path, { headers: { 'sec-fetch-dest': 'document' } })
      expect(res.status(), path).toBe(404)
    }
  })
})

test.describe('About Us: whistleblowing system', () => {
  test('what can be reported, protection, steps and the reporting channels from the CMS', async ({ page }) => {
    for (const locale of LOCALES) {
      const wbs = (await must(api().whistleblowing({ locale }))).data
      const res = await page.goto(ABOUT_ROUTES.whistleblowing[locale])
      expect(res?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Whistleblowing System')
      for (const item of wbs.reportable) await expect(page.getByText(item.text, { exact: true })).toBeVisible()
      // How reporters are protected: every paragraph and list of that text.
      expect(wbs.protection.length).toBeGreaterThan(0)
      for (const line of richTextLines(wbs.protection)) await expect(page.locator('main')).toContainText(line)
      for (const step of wbs.steps)
        await expect(page.getByRole('heading', { level: 3, name: step.title })).toBeVisible()
      for (const channel of wbs.channels) {
        if (channel.href) {
          await expect(page.getByRole('link', { name: channel.value, exact: true })).toHaveAttribute(
            'href',
            channel.href,
          )
        } else await expect(page.getByText(channel.value, { exact: true })).toBeVisible()
      }
      // The seed configures an external reporting link (about-fallback.spec tries the page without one).
      expect(wbs.external).not.toBeNull()
      const external = page.getByRole('link', { name: new RegExp(wbs.external!.label) })
      await expect(external).toHaveAttribute('href', wbs.external!.url)
      await expect(external).toHaveAttribute('rel', 'noopener noreferrer')
    }
  })
})

import { expect, test } from '@playwright/test'
import { axeViolations } from './axe'
import { ABOUT_ROUTES, api, LOCALES, must, richTextLines } from './fixtures'

test.describe('About Us: boards and the corporate secretary', () => {
  for (const board of ['commissioners', 'directors'] as const) {
    test(`${board}: every member as a card with photo, position and a link to the full profile`, async ({ page }) => {
      for (const locale of LOCALES) {
        const [about, people] = await Promise.all([
          must(api().aboutPages({ locale })),
          must(api().people({ board, locale, perPage: 100 })),
        ])
        const res = await page.goto(ABOUT_ROUTES[board][locale])
        expect(res?.status()).toBe(200)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(about.data.sections[board].title)
        const cards = page.locator('main li', { has: page.locator('[data-profile-link]') })
        await expect(cards).toHaveCount(people.data.length)
        for (const [i, person] of people.data.entries()) {
          const card = cards.nth(i)
          await expect(card.getByRole('heading', { level: 2 })).toHaveText(person.name)
          await expect(card.getByText(person.position, { exact: true })).toBeVisible()
          expect(person.shortBio).toBeTruthy()
          await expect(card.getByText(person.shortBio, { exact: true })).toBeVisible()
          await expect(card.locator('img')).toHaveAttribute('alt', person.photo!.alt)
          await expect(card.locator('[data-profile-link]')).toHaveAttribute('href', `#${person.slug}`)
        }
      }
    })
  }

  test('a full profile opens in a dialog by keyboard, under its own address, and closes back to its link', async ({
    page,
  }) => {
    const person = (await must(api().people({ board: 'directors', locale: 'en' }))).data[1]!
    await page.goto(ABOUT_ROUTES.directors.en)
    const link = page.locator(`[data-profile-link="${person.slug}"]`)
    await link.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: person.name })
    await expect(dialog).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`#${person.slug}$`))
    await expect(dialog.getByRole('button', { name: 'Close profile' })).toBeFocused()
    await expect(dialog.getByText(person.position, { exact: true })).toBeVisible()
    expect(person.biography.length).toBeGreaterThan(0)
    await expect(dialog).toContainText(richTextLines(person.biography)[0]!)
    // Modal: Tab stays out of the page behind it.
    for (let i = 0; i < 3; i++) {
      await page.keyboard.press('Tab')
      expect(
        await page.evaluate(
          () => !document.activeElement?.closest('main') || !!document.activeElement.closest('dialog'),
        ),
      ).toBe(true)
    }
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(page).toHaveURL(new RegExp(`${ABOUT_ROUTES.directors.en}$`))
    await expect(link).toBeFocused()

    // The close button and the browser's Back close it too.
    await page.keyboard.press('Enter')
    await expect(dialog).toBeVisible()
    await page.keyboard.press('Enter')
    await expect(dialog).toBeHidden()
    await link.click()
    await expect(dialog).toBeVisible()
    await page.goBack()
    await expect(dialog).toBeHidden()
  })

  test('a shared profile address opens that profile; the open dialog passes axe in both languages', async ({
    page,
  }) => {
    for (const locale of LOCALES) {
      const person = (await must(api().people({ board: 'commissioners', locale }))).data.at(-1)!
      await page.goto(`${ABOUT_ROUTES.commissioners[locale]}#${person.slug}`)
      await expect(page.getByRole('dialog', { name: person.name })).toBeVisible()
      expect(await axeViolations(page)).toEqual([])
    }
    const person = (await must(api().people({ board: 'commissioners', locale: 'id' }))).data.at(-1)!
    await page.goto(`${ABOUT_ROUTES.commissioners.id}#${person.slug}`)
    await expect(page.getByRole('dialog', { name: person.name })).toBeVisible()
    await page.getByRole('button', { name: 'Tutup profil' }).click()
    await expect(page.locator(`[data-profile-link="${person.slug}"]`)).toBeFocused()
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })
    test('profiles are plain sections the card links lead to', async ({ page }) => {
      const people = (await must(api().people({ board: 'directors', locale: 'id' }))).data
      await page.goto(ABOUT_ROUTES.directors.id)
      await expect(page.getByRole('dialog')).toHaveCount(0)
      for (const person of people) {
        const section = page.locator(`section#${person.slug}`)
        await expect(section.getByRole('heading', { level: 2 })).toHaveText(person.name)
        await expect(section).toContainText(richTextLines(person.biography)[0]!)
      }
      await page.locator(`[data-profile-link="${people[2]!.slug}"]`).click()
      await expect(page).toHaveURL(new RegExp(`#${people[2]!.slug}$`))
      await expect(page.locator(`section#${people[2]!.slug}`)).toBeInViewport()
    })
  })

  test('the corporate secretary: reachable by address although its menu item is hidden', async ({ page }) => {
    for (const locale of LOCALES) {
      const [secretary] = (await must(api().people({ board: 'secretary', locale }))).data
      const res = await page.goto(ABOUT_ROUTES.secretary[locale])
      expect(res?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 2, name: secretary!.name })).toBeVisible()
      await expect(page.getByRole('link', { name: secretary!.contact!.email })).toHaveAttribute(
        'href',
        `mailto:${secretary!.contact!.email}`,
      )
      await expect(
        page.getByRole('heading', {
          name: locale === 'id' ? 'Tugas dan Tanggung Jawab' : 'Duties and Responsibilities',
        }),
      ).toBeVisible()
      // Hidden in the menus (spec §2): neither the header nor the section menu links to it (only the
      // language switch, to this same page).
      await expect(page.locator(`a[href="${ABOUT_ROUTES.secretary[locale]}"]:not([data-locale-switch])`)).toHaveCount(0)
    }
  })
})

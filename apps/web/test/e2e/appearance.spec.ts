import { expect, test, type Page } from '@playwright/test'
import { axeViolations } from './axe'
import type { Locale } from '@jtt/content-api'
import { ABOUT_ROUTES, api, csrPath, IR_ROUTES, LOCALES, must, PRESS_LIST } from './fixtures'
import { sitePath } from '@jtt/content-api/routes'

const STRINGS = {
  id: { theme: 'Tema', light: 'Terang', dark: 'Gelap', system: 'Ikuti sistem', company: 'PT Jasamarga Transjawa Tol' },
  en: { theme: 'Theme', light: 'Light', dark: 'Dark', system: 'System', company: 'PT Jasamarga Transjawa Tol' },
} as const

/** The page background of each theme (--color-bg in globals.css). */
const BACKGROUND = { light: 'rgb(255, 255, 255)', dark: 'rgb(15, 23, 34)' }
const STORAGE_KEY = 'jtt-theme'

/** A CMS page (catch-all route) of the API, in the language asked. */
async function cmsPages(locale: Locale): Promise<string[]> {
  const pages = await must(api().pages({ perPage: 100 }))
  return pages.data.map((p) => `/${locale}/${p.slugs[locale]}`)
}

/** Remembers a choice before any page script runs, as a previous visit would have. */
async function rememberTheme(page: Page, choice: 'light' | 'dark') {
  await page.addInitScript(([key, value]) => localStorage.setItem(key!, value!), [STORAGE_KEY, choice])
}

/** Tabs from the top of the page to the theme toggle (skip link, Contact Us, then the toggle). */
async function tabToThemeToggle(page: Page) {
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Tab')
    if (await page.evaluate(() => document.activeElement?.hasAttribute('data-theme-toggle'))) return
  }
  throw new Error('the theme toggle was not reached by Tab')
}

/**
 * A control's edge under forced colours: a solid border in a visible colour, and text that differs from
 * its background (runs in the page).
 */
function edge(el: Element) {
  const style = getComputedStyle(el)
  const transparent = (c: string) => c === 'transparent' || /rgba\(.*, 0\)$/.test(c)
  return {
    style: style.borderTopStyle,
    visible: parseFloat(style.borderTopWidth) > 0 && !transparent(style.borderTopColor),
    textOnBackground: style.color !== style.backgroundColor,
  }
}

const bodyBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor)

for (const locale of LOCALES) {
  const s = STRINGS[locale]

  test.describe(`appearance (${locale})`, () => {
    test('the theme is chosen with the keyboard and remembered across a reload', async ({ page }) => {
      const [path] = await cmsPages(locale)
      await page.emulateMedia({ colorScheme: 'light' })
      await page.goto(path!)
      await expect(page.locator('html')).toHaveAttribute('data-theme-choice', 'system')
      const toggle = page.getByRole('button', { name: `${s.theme}: ${s.system}` })
      await expect(toggle).toHaveAttribute('aria-expanded', 'false')

      await tabToThemeToggle(page)
      await page.keyboard.press('Enter')
      await expect(toggle).toHaveAttribute('aria-expanded', 'true')
      // Focus lands on the current choice; the arrows move to the others (light, dark, system).
      await expect(page.getByRole('button', { name: s.system, exact: true })).toBeFocused()
      await expect(page.getByRole('button', { name: s.system, exact: true })).toHaveAttribute('aria-pressed', 'true')
      await page.keyboard.press('ArrowUp')
      await expect(page.getByRole('button', { name: s.dark, exact: true })).toBeFocused()
      await page.keyboard.press('Enter')

      const darkToggle = page.getByRole('button', { name: `${s.theme}: ${s.dark}` })
      await expect(darkToggle).toBeFocused()
      await expect(darkToggle).toHaveAttribute('aria-expanded', 'false')
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
      expect(await bodyBackground(page)).toBe(BACKGROUND.dark)

      // Escape closes the menu without changing anything and gives focus back to the toggle.
      await page.keyboard.press('Space')
      await expect(page.getByRole('button', { name: s.dark, exact: true })).toBeFocused()
      await page.keyboard.press('Escape')
      await expect(darkToggle).toBeFocused()
      await expect(darkToggle).toHaveAttribute('aria-expanded', 'false')

      await page.reload()
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
      await expect(page.getByRole('button', { name: `${s.theme}: ${s.dark}` })).toBeVisible()
      expect(await bodyBackground(page)).toBe(BACKGROUND.dark)

      // "System" forgets the choice: the device's setting applies again, also after a reload.
      await page.getByRole('button', { name: `${s.theme}: ${s.dark}` }).click()
      await page.getByRole('button', { name: s.system, exact: true }).click()
      await expect(page.locator('html')).not.toHaveAttribute('data-theme', /./)
      expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toBeNull()
      await page.emulateMedia({ colorScheme: 'dark' })
      await page.reload()
      expect(await bodyBackground(page)).toBe(BACKGROUND.dark)
      await page.emulateMedia({ colorScheme: 'light' })
      expect(await bodyBackground(page)).toBe(BACKGROUND.light)
    })

    test('the first paint already has the chosen theme (no flash), also against the system setting', async ({
      browser,
      request,
    }) => {
      const [path] = await cmsPages(locale)
      // The script that applies the choice comes in <head>, before any content.
      const html = await (await request.get(path!)).text()
      const script = html.indexOf(STORAGE_KEY)
      expect(script).toBeGreaterThan(-1)
      expect(script).toBeLessThan(html.indexOf('</head>'))

      const cases = [
        { choice: 'dark', system: 'light', expected: BACKGROUND.dark },
        { choice: 'light', system: 'dark', expected: BACKGROUND.light },
        { choice: null, system: 'dark', expected: BACKGROUND.dark },
        { choice: null, system: 'light', expected: BACKGROUND.light },
      ] as const
      for (const { choice, system, expected } of cases) {
        const context = await browser.newContext({ colorScheme: system })
        const page = await context.newPage()
        if (choice) await rememberTheme(page, choice)
        // Records the body's background in the first animation frame that has a body: frames come just
        // before a paint, and the first one waits for the stylesheets in <head>.
        await page.addInitScript(() => {
          const record = () => {
            if (!document.body) return requestAnimationFrame(record)
            Object.assign(window, { firstFrameBackground: getComputedStyle(document.body).backgroundColor })
          }
          requestAnimationFrame(record)
        })
        await page.goto(path!)
        const first = await page.waitForFunction(
          () => (window as { firstFrameBackground?: string }).firstFrameBackground,
        )
        expect(await first.jsonValue(), `${choice ?? 'no choice'} on a ${system} system`).toBe(expected)
        await context.close()
      }
    })

    test('without JavaScript the system setting applies and the theme menu is hidden', async ({ browser }) => {
      const [path] = await cmsPages(locale)
      for (const system of ['dark', 'light'] as const) {
        const context = await browser.newContext({ javaScriptEnabled: false, colorScheme: system })
        const page = await context.newPage()
        await page.goto(path!)
        expect(await bodyBackground(page)).toBe(BACKGROUND[system])
        await expect(page.locator('[data-theme-toggle]')).toBeHidden()
        await expect(page.locator('[data-locale-switch]').first()).toBeAttached()
        await context.close()
      }
    })

    test('home header: white logo over the hero and on the solid header in the dark theme', async ({ page }) => {
      await rememberTheme(page, 'dark')
      await page.goto(`/${locale}`)
      const header = page.locator('header[data-variant="home"]')
      const logo = header.locator('img:visible')
      await expect(header).toHaveAttribute('data-transparent', 'true')
      await expect(logo).toHaveCount(1)
      await expect(logo).toHaveAttribute('src', '/logo-jtt-white.svg')
      await page.evaluate(() => window.scrollTo(0, 700))
      await expect(header).toHaveAttribute('data-transparent', 'false')
      await expect(header).toHaveCSS('background-color', BACKGROUND.dark)
      await expect(logo).toHaveCount(1)
      await expect(logo).toHaveAttribute('src', '/logo-jtt-white.svg')
    })

    // Every route's page in the dark theme is checked by the axe walk (a11y.spec.ts); here the open theme
    // menu, on a phone's screen.
    test('the open theme menu passes axe (WCAG 2.2 AA) in the dark theme', async ({ page }) => {
      await rememberTheme(page, 'dark')
      await page.setViewportSize({ width: 390, height: 844 })
      await page.goto(`/${locale}`)
      expect(await bodyBackground(page)).toBe(BACKGROUND.dark)
      await page.locator('[data-theme-toggle]').click()
      await page.getByRole('button', { name: s.light, exact: true }).focus()
      expect(await axeViolations(page)).toEqual([])
    })

    test('print: a CMS page, a press release, a CSR post and a report without header, menu, footer and controls', async ({
      page,
    }) => {
      await rememberTheme(page, 'dark')
      await page.emulateMedia({ media: 'print' })
      // A CMS page with a link in its content (the seed has one; which one is the API's business).
      let linked: string | null = null
      for (const path of await cmsPages(locale)) {
        await page.goto(path)
        if ((await page.locator('main a[href]:not(nav a)').count()) > 0) {
          linked = path
          break
        }
      }
      expect(linked, 'a CMS page with a link').not.toBeNull()

      await expect(page.locator('body > header')).toBeHidden()
      await expect(page.locator('body > footer')).toBeHidden()
      await expect(page.getByRole('navigation', { name: locale === 'id' ? 'Menu utama' : 'Main menu' })).toBeHidden()
      await expect(page.locator('.skip-link')).toBeHidden()
      const printHeader = page.locator('[data-print-header]')
      await expect(printHeader).toBeVisible()
      await expect(printHeader).toContainText(s.company)
      await expect(printHeader).toContainText(new URL(linked!, page.url()).href)
      // Printing uses the light theme whatever the screen shows.
      expect(await bodyBackground(page)).toBe(BACKGROUND.light)

      const link = page.locator('main a[href]:not(nav a)').first()
      const href = (await link.getAttribute('href'))!
      const shown = await link.evaluate((a) => getComputedStyle(a, '::after').content)
      const address = href.startsWith('/') ? new URL(href, page.url()).href : href
      expect(shown).toBe(`" (${address})"`)

      const mainWidth = (await page.locator('main').boundingBox())!.width
      for (const img of await page.locator('main img:visible').all()) {
        expect((await img.boundingBox())!.width).toBeLessThanOrEqual(mainWidth + 1)
      }

      const [release, post] = await Promise.all([
        must(api().pressReleases({ perPage: 1 })).then((r) => r.data[0]!),
        must(api().csrPosts({ perPage: 100 })).then((r) => r.data.find((p) => p.gallery.length > 0)!),
      ])
      // The annual report has a year filter (a select and its "Show" button): controls mean nothing on paper.
      for (const path of [
        `${PRESS_LIST[locale]}/${release.slugs[locale]}`,
        csrPath(locale, post.id),
        IR_ROUTES.annualReport[locale],
      ]) {
        await page.goto(path)
        await expect(page.locator('body > header'), path).toBeHidden()
        await expect(page.locator('body > footer'), path).toBeHidden()
        await expect(page.locator('[data-print-header]'), path).toContainText(new URL(path, page.url()).href)
        await expect(page.locator('main h1'), path).toBeVisible()
        await expect(page.locator('main :is(button, input, select, textarea):visible'), path).toHaveCount(0)
        const width = (await page.locator('main').boundingBox())!.width
        for (const img of await page.locator('main img:visible').all()) {
          expect((await img.boundingBox())!.width, path).toBeLessThanOrEqual(width + 1)
        }
      }
      // The controls are there on screen (so the test above would see them if print showed them).
      await page.emulateMedia({ media: 'screen' })
      await expect(page.locator('main select:visible')).toHaveCount(1)
      await expect(page.getByRole('button', { name: locale === 'id' ? 'Tampilkan' : 'Show' })).toBeVisible()
    })

    test('reduced motion: route transitions, the progress bar and the header are not animated', async ({ page }) => {
      const [path] = await cmsPages(locale)
      // The styles of a moment the test cannot wait for (a route change's fade-in, a page loading): the
      // state is set for the reading and put back.
      const routeAnimation = () =>
        page.locator('main#main > div').evaluate((el: HTMLElement) => {
          el.dataset.animate = ''
          const style = getComputedStyle(el)
          const animation = { name: style.animationName, seconds: parseFloat(style.animationDuration) }
          delete el.dataset.animate
          return animation
        })
      const barTransition = () =>
        page.locator('[role="progressbar"]').evaluate((track: HTMLElement) => {
          const idle = track.dataset.state!
          track.dataset.state = 'running'
          const duration = getComputedStyle(track.firstElementChild!).transitionDuration
          track.dataset.state = idle
          return parseFloat(duration)
        })
      const headerTransitions = async () =>
        (await page.getByRole('banner').evaluate((el) => getComputedStyle(el).transitionDuration))
          .split(', ')
          .map(parseFloat)

      // Without the preference: the 0.2 s fade-in, the bar's glide and the header's colour change.
      await page.emulateMedia({ reducedMotion: 'no-preference' })
      await page.goto(path!)
      expect(await routeAnimation()).toEqual({ name: expect.stringContaining('route-enter'), seconds: 0.2 })
      expect(await barTransition()).toBe(0.2)
      expect(await headerTransitions()).toContain(0.2)

      // With it: none of them moves.
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await page.goto(path!)
      const reduced = await routeAnimation()
      expect(reduced.name === 'none' || reduced.seconds < 0.001, JSON.stringify(reduced)).toBe(true)
      expect(await barTransition()).toBeLessThan(0.001)
      for (const seconds of await headerTransitions()) expect(seconds).toBeLessThan(0.001)
    })

    test('forced colours: focus rings, the current item and open menus stay visible', async ({ page }) => {
      await page.emulateMedia({ forcedColors: 'active' })
      const [path] = await cmsPages(locale)
      await page.goto(path!)
      await tabToThemeToggle(page)
      const ring = await page.evaluate(() => {
        const style = getComputedStyle(document.activeElement!)
        return { style: style.outlineStyle, width: style.outlineWidth }
      })
      expect(ring).toEqual({ style: 'solid', width: '3px' })

      // The open theme menu has an edge (its shadow is gone) and marks the current choice by colour pair.
      await page.keyboard.press('Enter')
      const list = page.locator('[data-theme-option]').first().locator('xpath=../..')
      expect(await list.evaluate((el) => getComputedStyle(el).borderTopStyle)).toBe('solid')
      const current = page.locator('[data-theme-option][aria-pressed="true"]')
      const other = page.locator('[data-theme-option][aria-pressed="false"]').first()
      const background = (el: Element) => getComputedStyle(el).backgroundColor
      expect(await current.evaluate(background)).not.toBe(await other.evaluate(background))
      await page.keyboard.press('Escape')

      // The main menu's submenu keeps an edge too.
      await page.setViewportSize({ width: 1280, height: 800 })
      const group = page.getByRole('navigation', { name: locale === 'id' ? 'Menu utama' : 'Main menu' })
      await group.getByRole('button').first().click()
      const submenu = group.locator('ul ul').first()
      await expect(submenu).toBeVisible()
      expect(await submenu.evaluate((el) => getComputedStyle(el).borderTopStyle)).toBe('solid')

      // A filled button loses its fill (backgrounds are the system's): its edge must show where it is.
      await page.goto(locale === 'id' ? sitePath('contact', 'id') : sitePath('contact', 'en'))
      const submit = page.locator('main form button[type="submit"].button')
      await expect(submit).toBeVisible()
      expect(await submit.evaluate(edge)).toEqual({ style: 'solid', visible: true, textOnBackground: true })

      // Pagination: every page link keeps its edge, the current one its selected-item colours.
      await page.goto(ABOUT_ROUTES.csr[locale])
      const pagination = page.getByRole('navigation', {
        name: locale === 'id' ? 'Halaman daftar CSR' : 'CSR list pages',
      })
      const pages = pagination.getByRole('link')
      expect(await pages.count()).toBeGreaterThan(1)
      for (const link of await pages.all()) {
        expect(await link.evaluate(edge)).toEqual({ style: 'solid', visible: true, textOnBackground: true })
      }
      const currentPage = pagination.locator('a[aria-current="page"]')
      const otherPage = pagination.locator('a:not([aria-current])').first()
      expect(await currentPage.evaluate(background)).not.toBe(await otherPage.evaluate(background))

      // The mobile menu button: bordered, its icon drawn in the text colour, and it still opens the menu.
      await page.setViewportSize({ width: 390, height: 800 })
      const toggle = page.getByRole('button', { name: locale === 'id' ? 'Buka menu' : 'Open menu' })
      await expect(toggle).toBeVisible()
      expect(await toggle.evaluate(edge)).toEqual({ style: 'solid', visible: true, textOnBackground: true })
      await expect(toggle.locator('svg')).toBeVisible()
      await toggle.click()
      await expect(group).toBeVisible()
    })
  })
}

import { expect, test, type Page } from '@playwright/test'
import type { Locale } from '@jtt/content-api'
import { axeViolations } from './axe'
import { expectPolicyKept, recordViolations } from './csp-checks'
import { builtRoutes, LOCALES } from './fixtures'

/** The page background of the dark theme (--color-bg in globals.css). */
const DARK_BACKGROUND = 'rgb(15, 23, 34)'
/** Each language's walk is cut into this many tests, so the two workers share the walks evenly. */
const PARTS = 3

/**
 * Turns the loaded page dark without loading it again. Indonesian reaches the dark theme by the visitor's
 * choice (<html data-theme>, which the head script sets from a remembered choice: appearance.spec.ts),
 * English by the system setting; the two CSS blocks are kept identical by a unit test (theme.test.ts),
 * so each walk checks both. Axe reads colours, so it waits until the header's colour transitions end.
 */
async function turnDark(page: Page, locale: Locale) {
  if (locale === 'id') await page.evaluate(() => (document.documentElement.dataset.theme = 'dark'))
  else await page.emulateMedia({ colorScheme: 'dark' })
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  )
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(DARK_BACKGROUND)
}

// Every route is loaded once per language and checked in the light theme, then in the dark one. The dark
// theme changes colours (globals.css's tokens) and which header logo is shown (header.module.css): every
// page gets axe's colour rules in it, and the home page, whose header is every page's, the whole set.
// The Indonesian walk also checks each built route's Content-Security-Policy as it loads it (csp-checks.ts).
for (const locale of LOCALES) {
  for (let part = 0; part < PARTS; part++) {
    const underCsp = locale === 'id' ? ', under the CSP with no violation' : ''
    test(`built routes and the 404 page pass axe (WCAG 2.2 AA) in ${locale}, light and dark${underCsp} (part ${part + 1} of ${PARTS})`, async ({
      page,
    }) => {
      const built = await builtRoutes()
      const all = [...built, { name: '404', id: '/id/tidak-ada', en: '/en/not-here' }]
      expect(all.map((route) => route.name)).toContain('home')
      const routes = all.filter((_, i) => i % PARTS === part)
      expect(routes.length).toBeGreaterThan(0)
      // Each page load and the two axe runs get their share: the walk grows with every section the site gains.
      test.setTimeout(routes.length * 15_000)
      const cspViolations = await recordViolations(page)
      for (const route of routes) {
        await page.emulateMedia({ colorScheme: 'light' })
        const response = await page.goto(route[locale])
        const checkCsp = underCsp !== '' && built.includes(route)
        if (checkCsp) {
          await expectPolicyKept(page, response!, route.name)
          expect(await cspViolations(), route.name).toEqual([])
        }
        expect(await axeViolations(page), `${route.name} (${locale}, light)`).toEqual([])
        await turnDark(page, locale)
        const colourOnly = route.name !== 'home'
        expect(await axeViolations(page, { colourOnly }), `${route.name} (${locale}, dark)`).toEqual([])
      }
    })
  }
}

test('the mobile menu passes axe when open', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/en')
  await page.getByRole('button', { name: 'Open menu' }).click()
  await page.getByRole('button', { name: 'About Us' }).click()
  expect(await axeViolations(page)).toEqual([])
})

import crypto from 'node:crypto'
import { expect, type Locator, type Page } from '@playwright/test'
import { cmsRest } from './fixtures'

/**
 * Signs a browser in to the CMS admin as a fresh account of its own, with the given roles. Payload keeps
 * sessions on the user document and each sign-in saves the list it read, so two sign-ins of one account
 * at the same moment can lose one of them: browser tests sharing the test admin failed each other that way.
 * `scopes` add to the roles' (e.g. an operator's `traffic:write`).
 */
export async function signInToAdmin(page: Page, roles: string[] = ['admin'], scopes: string[] = []) {
  const account = {
    email: `${roles.join('-')}-${crypto.randomUUID()}@example.com`,
    password: `Jalan#${crypto.randomBytes(6).toString('hex')}A1`,
  }
  await cmsRest('POST', '/users', { ...account, name: `E2E ${roles.join(' ')}`, roles, scopes })
  await page.goto(`${process.env.E2E_CMS_URL}/admin/login`)
  await page.locator('input[name="email"]').fill(account.email)
  await page.locator('input[name="password"]').fill(account.password)
  await page.locator('button[type="submit"]').click()
  await expect(page).toHaveURL(/\/admin$/, { timeout: 20_000 })
  return account
}

/**
 * Makes the admin show `language` to this account: its own choice (`interfaceLanguage`, which the admin
 * follows whatever the browser's cookie says) and the browser's `payload-lng` cookie, so the next page
 * is in that language from the start.
 */
export async function chooseInterfaceLanguage(page: Page, account: { email: string }, language: 'id' | 'en') {
  const [user] = (await cmsRest('GET', `/users?where[email][equals]=${encodeURIComponent(account.email)}`)).docs as {
    id: number
  }[]
  await cmsRest('PATCH', `/users/${user!.id}`, { interfaceLanguage: language })
  await page.context().addCookies([{ name: 'payload-lng', value: language, url: process.env.E2E_CMS_URL! }])
}

/**
 * Waits until React has taken over an element of an admin page (hydration gives each element it
 * claims an internal `__reactFiber$…` key). A click that lands earlier can be lost: one on a plain
 * link of the search analytics screen, a second after the page loaded on a busy machine, led nowhere
 * (no request left the browser).
 */
export async function whenHydrated(locator: Locator) {
  await expect
    .poll(() => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'))), {
      timeout: 20_000,
    })
    .toBe(true)
}

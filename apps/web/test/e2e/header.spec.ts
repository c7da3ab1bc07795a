import { expect, test } from '@playwright/test'
import type { MenuItem } from '@jtt/content-api'
import { api, must } from './fixtures'
import { sitePath } from '@jtt/content-api/routes'

const flatten = (items: MenuItem[]): MenuItem[] => items.flatMap((i) => [i, ...flatten(i.children)])

test.describe('header', () => {
  test('home: transparent at scroll 0, solid with the other logo at 700, transparent again at 0', async ({ page }) => {
    await page.goto(sitePath('home', 'id'))
    const header = page.locator('header[data-variant="home"]')
    await expect(header).toHaveAttribute('data-transparent', 'true')
    await expect(header.locator('img').first()).toHaveAttribute('src', '/logo-jtt-white.svg')
    await expect(header).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)')
    await page.evaluate(() => window.scrollTo(0, 700))
    await expect(header).toHaveAttribute('data-transparent', 'false')
    await expect(header.locator('img').first()).toHaveAttribute('src', '/logo-jtt.svg')
    await expect(header).toHaveCSS('background-color', 'rgb(255, 255, 255)')
    await page.evaluate(() => window.scrollTo(0, 0))
    await expect(header).toHaveAttribute('data-transparent', 'true')
  })

  test('other pages use the plain solid header; header height is 93 px', async ({ page }) => {
    await page.goto('/en/privacy-policy')
    const header = page.locator('header')
    await expect(header).toHaveAttribute('data-variant', 'plain')
    await expect(header).toHaveAttribute('data-transparent', 'false')
    expect((await header.boundingBox())?.height).toBe(93)
  })

  test('logo links to the home of the current language; Contact Us is in the top bar', async ({ page }) => {
    await page.goto('/en/privacy-policy')
    await expect(page.getByRole('link', { name: 'PT Jasamarga Transjawa Tol home' })).toHaveAttribute(
      'href',
      sitePath('home', 'en'),
    )
    await expect(page.getByRole('banner').getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      sitePath('contact', 'en'),
    )
    await page.goto('/id/kebijakan-privasi')
    await expect(page.getByRole('banner').getByRole('link', { name: 'Hubungi Kami' })).toHaveAttribute(
      'href',
      sitePath('contact', 'id'),
    )
  })

  test('menu shows the four groups from the CMS and hides inactive items', async ({ page, request }) => {
    const menu = (await must(api().menu())).data
    const html = await (await request.get(sitePath('home', 'en'))).text()
    for (const item of flatten(menu)) {
      const escaped = item.title.en.replace(/&/g, '&amp;')
      if (item.isActive) expect(html, item.title.en).toContain(`href="${item.enUrl}"`)
      else expect(html, item.title.en).not.toContain(`>${escaped}<`)
    }
    await page.goto(sitePath('home', 'en'))
    const nav = page.getByRole('navigation', { name: 'Main menu' })
    for (const group of menu) await expect(nav.getByRole('button', { name: group.title.en })).toBeVisible()
  })

  test('submenus work with the keyboard', async ({ page }) => {
    await page.goto('/en/privacy-policy')
    const about = page.getByRole('button', { name: 'About Us' })
    await about.focus()
    await page.keyboard.press('Enter')
    await expect(about).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Tab')
    await expect(page.locator(':focus')).toHaveText(/PT Jasamarga Transjawa Tol Overview/)
    await page.keyboard.press('Escape')
    await expect(about).toHaveAttribute('aria-expanded', 'false')
  })

  test('mobile: the toggle opens the menu and a route change closes it', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/id/kebijakan-privasi')
    const toggle = page.getByRole('button', { name: 'Buka menu' })
    const nav = page.getByRole('navigation', { name: 'Menu utama' })
    await expect(nav).toBeHidden()
    await toggle.click()
    await expect(page.getByRole('button', { name: 'Tutup menu' })).toHaveAttribute('aria-expanded', 'true')
    await expect(nav).toBeVisible()
    await nav.getByRole('button', { name: 'Tentang Kami' }).click()
    await expect(nav.getByRole('link', { name: 'Whistleblowing System' })).toBeVisible()
    // Any route change closes it: here the logo, back to the home page.
    await page.getByRole('link', { name: 'Beranda PT Jasamarga Transjawa Tol' }).click()
    await expect(page).toHaveURL(/\/id$/)
    await expect(page.getByRole('button', { name: 'Buka menu' })).toHaveAttribute('aria-expanded', 'false')
    await expect(page.getByRole('navigation', { name: 'Menu utama' })).toBeHidden()
  })

  test('home on mobile: opening the menu makes the header solid', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(sitePath('home', 'en'))
    const header = page.locator('header')
    await expect(header).toHaveAttribute('data-transparent', 'true')
    await page.getByRole('button', { name: 'Open menu' }).click()
    await expect(header).toHaveAttribute('data-transparent', 'false')
  })
})

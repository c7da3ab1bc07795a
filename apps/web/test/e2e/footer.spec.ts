import { expect, test } from '@playwright/test'
import { FOOTER_COMPONENT_SLUGS, SOCIAL_SETTING_KEYS } from '@jtt/content-api'
import { api, LOCALES, must } from './fixtures'

test('footer shows the CMS components and socials in both languages', async ({ page }) => {
  for (const locale of LOCALES) {
    await page.goto(`/${locale}`)
    const footer = page.getByRole('contentinfo')
    for (const slug of FOOTER_COMPONENT_SLUGS.filter((s) => !s.endsWith('-icon'))) {
      const title = (await must(api().components({ slug, locale }))).data[0]!.title
      await expect(footer.getByText(title, { exact: true }), slug).toBeVisible()
    }
    // Icon items are drawn as icons, never shown as their class name.
    const iconClass = (await must(api().components({ slug: 'footer-email-icon', locale }))).data[0]!.title
    await expect(footer.getByText(iconClass)).toHaveCount(0)
    await expect(footer.locator('li[data-footer-item] svg')).toHaveCount(3)
    for (const key of SOCIAL_SETTING_KEYS) {
      const url = (await must(api().settings({ key, locale }))).data[0]!.value
      await expect(footer.locator(`a[data-social="${key}"]`)).toHaveAttribute('href', url)
    }
    const email = (await must(api().components({ slug: 'footer-email', locale }))).data[0]!.title
    await expect(footer.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`)
  }
})

import { expect, test } from '@playwright/test'
import { pickImageSource } from '../../src/lib/image-source'
import { api, LOCALES, must, richTextLines } from './fixtures'

test.describe('CMS pages built from blocks', () => {
  test('every block of a page renders in both languages', async ({ page }) => {
    const id = (await must(api().pages({ slug: 'tata-kelola-perusahaan' }))).data[0]!
    for (const locale of LOCALES) {
      const p = (await must(api().pages({ slug: id.slugs[locale], locale }))).data[0]!
      const res = await page.goto(`/${locale}/${p.slug}`)
      expect(res?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(p.title)
      for (const block of p.blocks) {
        switch (block.type) {
          case 'keyFigures':
            await expect(page.getByRole('heading', { level: 2, name: block.heading })).toBeVisible()
            for (const f of block.figures) await expect(page.getByText(f.label, { exact: true })).toBeVisible()
            break
          case 'imageText':
            await expect(page.getByRole('heading', { level: 2, name: block.heading })).toBeVisible()
            await expect(page.locator(`img[alt="${block.image!.alt}"]`).first()).toBeVisible()
            break
          case 'image': {
            const figure = page.locator('main figure', { hasText: block.caption })
            await expect(figure.locator('figcaption')).toHaveText(block.caption)
            const img = figure.locator('img')
            await expect(img).toHaveAttribute('alt', block.image!.alt)
            await expect(img).toHaveAttribute('src', pickImageSource(block.image, block.wide ? 'hero' : 'card').src)
            break
          }
          case 'documentList':
            for (const doc of block.documents) {
              await expect(page.getByRole('link', { name: doc.title, exact: true })).toHaveAttribute(
                'href',
                doc.file!.url,
              )
            }
            await expect(page.getByText(/\(PDF, /).first()).toBeVisible()
            break
          case 'callToAction':
            await expect(page.getByRole('link', { name: block.link!.label })).toHaveAttribute('href', block.link!.url)
            break
          case 'richText':
            // Every paragraph, heading and list of the block, as text.
            for (const line of richTextLines(block.content)) {
              await expect(page.locator('main article')).toContainText(line)
            }
            break
        }
      }
      // Rich text is rendered from the tree: the link inside it is a real link with its URL.
      await expect(page.locator('main p a').first()).toHaveAttribute('href', new RegExp(`^/${locale}/`))
    }
  })
})

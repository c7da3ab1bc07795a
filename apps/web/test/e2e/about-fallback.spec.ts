import { expect, test } from '@playwright/test'
import {
  ABOUT_ROUTES,
  api,
  businessLinePath,
  cmsRest,
  IR_ROUTES,
  lexicalParagraph,
  must,
  openWhenPublished,
  uploadDocument,
} from './fixtures'
import { messages } from './forms'

/*
 * Content created in Indonesian only through the CMS (as an editor would), shown under the English
 * path with a visible note and lang="id" on what fell back; and edits of the About Us globals. These
 * change lists and pages other specs compare with the API, so this file runs in a project of its own
 * after them (playwright.config.ts), one test at a time, and puts everything back.
 */
test.describe.configure({ mode: 'serial' })

const NOTE = 'not yet available in English'
const stamp = Date.now().toString(36)

/** Creates and publishes a document in Indonesian only; answers its id. */
async function createIndonesianOnly(collection: string, data: Record<string, unknown>): Promise<number> {
  const created = await cmsRest('POST', `/${collection}?locale=id`, { ...data, _status: 'published' })
  return (created.doc as { id: number }).id
}

test.describe('About Us: content without English', () => {
  test('a business line without English: Indonesian under the English path, marked, with the default image', async ({
    page,
  }) => {
    const line = {
      title: `Lini Uji ${stamp}`,
      slug: `lini-uji-${stamp}`,
      summary: 'Ringkasan lini bisnis yang hanya ditulis dalam bahasa Indonesia.',
      body: 'Isi lini bisnis ini belum diterjemahkan ke bahasa Inggris.',
    }
    const id = await createIndonesianOnly('business-lines', {
      title: line.title,
      slug: line.slug,
      order: 99,
      summary: line.summary,
      body: lexicalParagraph(line.body),
    })
    try {
      // Its English slug is the Indonesian one until an editor gives it another.
      await openWhenPublished(page, businessLinePath('en', line.slug), (p) =>
        expect(p.getByRole('heading', { level: 1 })).toHaveText(line.title, { timeout: 1000 }),
      )
      await expect(page.locator('html')).toHaveAttribute('lang', 'en')
      await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'id')
      await expect(page.locator('[data-fallback-note]')).toContainText(NOTE)
      await expect(page.getByText(line.summary, { exact: true })).toHaveAttribute('lang', 'id')
      await expect(page.locator('main [lang="id"]', { hasText: line.body }).first()).toBeVisible()
      // No image in the CMS: the site's default (spec §3), marked as such.
      await expect(page.locator('main img[data-default-image]').first()).toHaveAttribute(
        'src',
        /\/img\/default-card\.png$/,
      )

      await page.goto(businessLinePath('id', line.slug))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(line.title)
      await expect(page.locator('[data-fallback-note]')).toHaveCount(0)
    } finally {
      await cmsRest('DELETE', `/business-lines/${id}`)
    }
  })

  test('a board member without English: card and dialog in Indonesian, marked, with the default photo', async ({
    page,
  }) => {
    const person = {
      name: `Uji Direktur ${stamp}`,
      slug: `uji-direktur-${stamp}`,
      position: 'Direktur Uji Coba',
      shortBio: 'Riwayat singkat yang hanya ditulis dalam bahasa Indonesia.',
      biography: 'Biografi lengkap yang belum diterjemahkan ke bahasa Inggris.',
    }
    const id = await createIndonesianOnly('people', {
      name: person.name,
      slug: person.slug,
      board: 'directors',
      order: 99,
      position: person.position,
      shortBio: person.shortBio,
      biography: lexicalParagraph(person.biography),
    })
    try {
      const card = page.locator('main li', { has: page.locator(`[data-profile-link="${person.slug}"]`) })
      await openWhenPublished(page, ABOUT_ROUTES.directors.en, () => expect(card).toBeVisible({ timeout: 1000 }))
      await expect(card.getByText(person.position, { exact: true })).toHaveAttribute('lang', 'id')
      await expect(card.getByText(person.shortBio, { exact: true })).toHaveAttribute('lang', 'id')
      await expect(card.getByText('In Indonesian')).toBeVisible()
      await expect(card.locator('img[data-default-image]')).toHaveAttribute('src', /\/img\/default-\w+\.png$/)

      await card.locator('[data-profile-link]').click()
      const dialog = page.getByRole('dialog', { name: person.name })
      await expect(dialog).toBeVisible()
      await expect(dialog.locator('[data-fallback-note]')).toContainText(NOTE)
      await expect(dialog.locator('[lang="id"]', { hasText: person.biography })).toBeVisible()
    } finally {
      await cmsRest('DELETE', `/people/${id}`)
    }
  })

  test('a CMS page without English: its Indonesian slug and content under /en, marked', async ({ page }) => {
    const cmsPage = {
      title: `Halaman Uji ${stamp}`,
      slug: `halaman-uji-${stamp}`,
      text: 'Isi halaman yang hanya ditulis dalam bahasa Indonesia.',
    }
    const id = await createIndonesianOnly('pages', {
      title: cmsPage.title,
      slug: cmsPage.slug,
      layout: [{ blockType: 'richText', content: lexicalParagraph(cmsPage.text) }],
    })
    try {
      await openWhenPublished(page, `/en/${cmsPage.slug}`, (p) =>
        expect(p.getByRole('heading', { level: 1 })).toHaveText(cmsPage.title, { timeout: 1000 }),
      )
      await expect(page.locator('html')).toHaveAttribute('lang', 'en')
      await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'id')
      await expect(page.locator('[data-fallback-note]')).toContainText(NOTE)
      await expect(page.locator('main [lang="id"]', { hasText: cmsPage.text }).first()).toBeVisible()
    } finally {
      await cmsRest('DELETE', `/pages/${id}`)
    }
  })
})

test.describe('About Us globals edited in the CMS', () => {
  /** The global as stored in one language, without Indonesian filled in for missing English. */
  const stored = (slug: string, locale: 'id' | 'en') =>
    cmsRest('GET', `/globals/${slug}?locale=${locale}&fallback-locale=none&depth=0`)

  test('an English text left empty: the Indonesian one under the English path, marked', async ({ page }) => {
    const intro = (await stored('organization-structure', 'en')).intro as string
    const indonesian = (await stored('organization-structure', 'id')).intro as string
    expect(intro).toBeTruthy()
    await cmsRest('POST', '/globals/organization-structure?locale=en', { intro: '', _status: 'published' })
    try {
      await openWhenPublished(page, ABOUT_ROUTES.organization.en, (p) =>
        expect(p.locator('[data-fallback-note]')).toContainText(NOTE, { timeout: 1000 }),
      )
      await expect(page.getByText(indonesian, { exact: true })).toHaveAttribute('lang', 'id')
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveAttribute('lang', 'id')
    } finally {
      await cmsRest('POST', '/globals/organization-structure?locale=en', { intro, _status: 'published' })
    }
    await openWhenPublished(page, ABOUT_ROUTES.organization.en, (p) =>
      expect(p.locator('[data-fallback-note]')).toHaveCount(0, { timeout: 1000 }),
    )
  })

  test('whistleblowing without an external reporting link: no link, the channels still there', async ({ page }) => {
    const external = (await stored('whistleblowing', 'id')).external as { url?: string | null }
    expect(external.url).toBeTruthy()
    const labels = {
      id: (await must(api().whistleblowing({ locale: 'id' }))).data.external!.label,
      en: (await must(api().whistleblowing({ locale: 'en' }))).data.external!.label,
    }
    await cmsRest('POST', '/globals/whistleblowing?locale=id', { external: { url: '' }, _status: 'published' })
    try {
      for (const locale of ['id', 'en'] as const) {
        const wbs = (await must(api().whistleblowing({ locale }))).data
        expect(wbs.external).toBeNull()
        // The reporting portal stays listed among the channels; only the external call to action goes.
        await openWhenPublished(page, ABOUT_ROUTES.whistleblowing[locale], (p) =>
          expect(p.getByRole('link', { name: labels[locale] })).toHaveCount(0, { timeout: 1000 }),
        )
        await expect(page.locator('main a[target="_blank"]')).toHaveCount(0)
        const channel = wbs.channels[0]!
        await expect(page.getByText(channel.value, { exact: true })).toBeVisible()
      }
    } finally {
      await cmsRest('POST', '/globals/whistleblowing?locale=id', {
        external: { url: external.url },
        _status: 'published',
      })
    }
    expect((await must(api().whistleblowing({ locale: 'id' }))).data.external?.url).toBe(external.url)
  })
})

test.describe('Investor relations without English', () => {
  test('a document with its title and description in Indonesian only: marked in its English list', async ({ page }) => {
    const title = `Anggaran Dasar Uji ${stamp}`
    const description = 'Keterangan dokumen yang hanya ditulis dalam bahasa Indonesia.'
    const id = await uploadDocument({
      title,
      description,
      type: 'articles-of-association',
      year: 2019,
      publishedAt: new Date().toISOString(),
      _status: 'published',
    })
    try {
      await openWhenPublished(page, IR_ROUTES.articlesOfAssociation.en, (p) =>
        expect(p.getByRole('heading', { name: title })).toBeVisible({ timeout: 1000 }),
      )
      await expect(page.getByRole('heading', { name: title })).toHaveAttribute('lang', 'id')
      await expect(page.getByText(description, { exact: true })).toHaveAttribute('lang', 'id')
      const card = page.locator('li', { has: page.getByRole('heading', { name: title }) })
      await expect(card.locator('[data-fallback-note]')).toHaveText(messages.en.fallback.tag)
      // The translated documents beside it are not marked.
      await expect(page.locator('main h2[lang="id"]')).toHaveCount(1)
      await page.goto(IR_ROUTES.articlesOfAssociation.id)
      await expect(page.getByRole('heading', { name: title })).not.toHaveAttribute('lang', /./)
      await expect(page.locator('[data-fallback-note]')).toHaveCount(0)
    } finally {
      await cmsRest('DELETE', `/documents/${id}`)
    }
  })

  test('IR contact with its English office hours left empty: the Indonesian hours, marked, with the note', async ({
    page,
  }) => {
    const stored = (locale: 'id' | 'en') =>
      cmsRest('GET', `/globals/investor-relations?locale=${locale}&fallback-locale=none&depth=0`)
    const hours = ((await stored('en')).contact as { hours: string }).hours
    const indonesian = ((await stored('id')).contact as { hours: string }).hours
    expect(hours).toBeTruthy()
    await cmsRest('POST', '/globals/investor-relations?locale=en', { contact: { hours: null }, _status: 'published' })
    try {
      expect((await must(api().investorRelations({ locale: 'en' }))).data.untranslated).toEqual(['contact.hours'])
      await openWhenPublished(page, IR_ROUTES.contact.en, (p) =>
        expect(p.locator('[data-fallback-note]')).toContainText(NOTE, { timeout: 1000 }),
      )
      await expect(page.getByText(indonesian, { exact: true })).toHaveAttribute('lang', 'id')
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveAttribute('lang', /./)
    } finally {
      await cmsRest('POST', '/globals/investor-relations?locale=en', { contact: { hours }, _status: 'published' })
    }
    await openWhenPublished(page, IR_ROUTES.contact.en, (p) =>
      expect(p.locator('[data-fallback-note]')).toHaveCount(0, { timeout: 1000 }),
    )
  })
})

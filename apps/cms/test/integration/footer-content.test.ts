import { describe, expect, it } from 'vitest'
import { FOOTER_COMPONENT_SLUGS, SOCIAL_SETTING_KEYS, LOCALES } from '@jtt/content-api'
import { adminRest, client, getRaw, loginToken } from './helpers'

describe('GET /components (spec §7)', () => {
  for (const locale of LOCALES) {
    it(`answers every footer slug in ${locale}, first item carrying the title`, async () => {
      const results = await Promise.all(
        FOOTER_COMPONENT_SLUGS.map((slug) => client(locale).components({ slug, locale })),
      )
      for (const [i, result] of results.entries()) {
        if (!result.ok) throw new Error(result.error.message)
        const first = result.data.data[0]
        expect(first?.slug).toBe(FOOTER_COMPONENT_SLUGS[i])
        expect(first?.locale).toBe(locale)
        expect(first?.title.length).toBeGreaterThan(0)
        expect(result.data.meta.total).toBe(1)
      }
    })
  }

  it('gives different texts per language where the content differs', async () => {
    const [id, en] = await Promise.all([
      client('id').components({ slug: 'footer-time', locale: 'id' }),
      client('en').components({ slug: 'footer-time', locale: 'en' }),
    ])
    if (!id.ok || !en.ok) throw new Error('request failed')
    expect(id.data.data[0]?.title).toMatch(/Senin/)
    expect(en.data.data[0]?.title).toMatch(/Monday/)
  })

  it('falls back to Indonesian when the English text is missing', async () => {
    const token = await loginToken()
    const created = await adminRest('POST', '/components?locale=id', token, {
      slug: 'fallback-probe',
      title: 'Hanya Indonesia',
    })
    expect(created.status).toBe(201)
    const en = await client('en').components({ slug: 'fallback-probe', locale: 'en' })
    if (!en.ok) throw new Error(en.error.message)
    expect(en.data.data[0]?.title).toBe('Hanya Indonesia')
  })

  it('answers an empty list for an unknown slug', async () => {
    const result = await client().components({ slug: 'no-such-slug' })
    if (!result.ok) throw new Error(result.error.message)
    expect(result.data.data).toEqual([])
    expect(result.data.meta).toMatchObject({ total: 0, page: 1 })
  })

  it('paginates the whole list', async () => {
    const page1 = await client().components({ perPage: 3, page: 1 })
    const page3 = await client().components({ perPage: 3, page: 3 })
    if (!page1.ok || !page3.ok) throw new Error('request failed')
    expect(page1.data.data).toHaveLength(3)
    expect(page1.data.meta.per_page).toBe(3)
    expect(page1.data.meta.total).toBeGreaterThanOrEqual(8)
    expect(page1.data.meta.total_pages).toBe(Math.ceil(page1.data.meta.total / 3))
    const slugs1 = page1.data.data.map((c) => c.slug)
    expect(page3.data.data.every((c) => !slugs1.includes(c.slug))).toBe(true)
  })

  it('uses the exact spec query string (literal filter[slug])', async () => {
    const raw = await getRaw('/components?filter[slug]=footer-email&locale=en')
    expect(raw.status).toBe(200)
    expect((raw.json as { data: { title: string }[] }).data[0]?.title).toContain('@')
  })
})

describe('GET /settings (spec §7)', () => {
  for (const locale of LOCALES) {
    it(`answers every social key in ${locale}`, async () => {
      const results = await Promise.all(SOCIAL_SETTING_KEYS.map((key) => client(locale).settings({ key, locale })))
      for (const [i, result] of results.entries()) {
        if (!result.ok) throw new Error(result.error.message)
        const first = result.data.data[0]
        expect(first?.key).toBe(SOCIAL_SETTING_KEYS[i])
        // Stored once in Indonesian; English falls back to it.
        expect(first?.value).toMatch(/^https:\/\//)
      }
    })
  }
})

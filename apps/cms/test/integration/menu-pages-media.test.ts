import { describe, expect, it } from 'vitest'
import type { MenuItem } from '@jtt/content-api'
import { client, getRaw } from './helpers'

const flatten = (items: MenuItem[]): MenuItem[] => items.flatMap((i) => [i, ...flatten(i.children)])

describe('GET /menu', () => {
  it('answers the four groups with id/en title pairs, inactive items kept', async () => {
    const result = await client().menu()
    if (!result.ok) throw new Error(result.error.message)
    const groups = result.data.data
    expect(groups.map((g) => g.title.en)).toEqual(['About Us', 'Services', 'Investor Relations', 'Media & Information'])
    expect(groups[0]?.title.id).toBe('Tentang Kami')
    const all = flatten(groups)
    const inactive = all.filter((i) => !i.isActive).map((i) => i.title.en)
    expect(inactive.sort()).toEqual(
      [
        'Contact IR',
        'Corporate Information',
        'Corporate Secretary',
        'Financial Report',
        'GMS',
        'Investor Relations Home',
        'Share Information',
      ].sort(),
    )
    for (const entry of all) {
      expect(entry.url).toMatch(/^\/id(\/|$)/)
      expect(entry.enUrl).toMatch(/^\/en(\/|$)/)
    }
  })
})

describe('GET /pages', () => {
  it('finds a page by its Indonesian slug with the slug of the other language', async () => {
    const result = await client().pages({ slug: 'kebijakan-privasi', locale: 'id' })
    if (!result.ok) throw new Error(result.error.message)
    const page = result.data.data[0]
    expect(page?.title).toBe('Kebijakan Privasi')
    expect(page?.slugs).toEqual({ id: 'kebijakan-privasi', en: 'privacy-policy' })
    expect(page?.blocks[0]?.type).toBe('richText')
    expect(JSON.stringify(page?.blocks)).toContain('"type":"heading"')
    expect(page?.meta.metaDesc).toMatch(/data pribadi/)
    expect(page?.meta.metaImage?.conversions.card?.url).toMatch(/^http/)
  })

  it('finds the same page by its English slug in English', async () => {
    const result = await client('en').pages({ slug: 'privacy-policy', locale: 'en' })
    if (!result.ok) throw new Error(result.error.message)
    expect(result.data.data[0]?.title).toBe('Privacy Policy')
    expect(result.data.data[0]?.locale).toBe('en')
    expect(JSON.stringify(result.data.data[0]?.blocks)).toContain('Personal Data Protection')
  })

  it('does not find an English slug in Indonesian', async () => {
    const result = await client().pages({ slug: 'privacy-policy', locale: 'id' })
    if (!result.ok) throw new Error(result.error.message)
    expect(result.data.data).toHaveLength(0)
  })

  it('lists published pages with pagination meta', async () => {
    const result = await client().pages({ perPage: 2 })
    if (!result.ok) throw new Error(result.error.message)
    expect(result.data.data).toHaveLength(2)
    expect(result.data.meta.total).toBeGreaterThanOrEqual(3)
  })
})

describe('GET /redirects', () => {
  it('answers the sample /old → /new', async () => {
    const result = await client().redirects({ oldUrl: '/old' })
    if (!result.ok) throw new Error(result.error.message)
    expect(result.data.data[0]).toMatchObject({ old_url: '/old', new_url: '/new' })
  })
})

describe('GET /media', () => {
  it('answers images with a conversion map keyed by size name, and the files load', async () => {
    const result = await client().media({ perPage: 10 })
    if (!result.ok) throw new Error(result.error.message)
    const image = result.data.data.find((m) => m.mimeType === 'image/jpeg')
    expect(image).toBeDefined()
    expect(Object.keys(image?.conversions ?? {}).sort()).toEqual(['card', 'hero', 'thumb'])
    expect(image?.conversions.thumb?.width).toBe(320)
    const file = await fetch(image!.conversions.thumb!.url)
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toMatch(/image\/webp/)
    const byId = await client().media({ id: image!.id })
    if (!byId.ok) throw new Error(byId.error.message)
    expect(byId.data.data).toHaveLength(1)
  })

  it('answers localized alt text', async () => {
    const [id, en] = await Promise.all([client().media({ locale: 'id' }), client('en').media({ locale: 'en' })])
    if (!id.ok || !en.ok) throw new Error('request failed')
    expect(id.data.data.map((m) => m.alt)).not.toEqual(en.data.data.map((m) => m.alt))
  })

  it('has a JSON 404 for an unknown endpoint', async () => {
    const raw = await getRaw('/no-such-resource')
    expect(raw.status).toBe(404)
    expect(raw.json).toMatchObject({ error: { code: 'not_found' } })
  })
})

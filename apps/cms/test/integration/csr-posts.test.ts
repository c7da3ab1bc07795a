import { describe, expect, it } from 'vitest'
import { paginationMeta } from '@jtt/content-api'
import { createDoc, deleteDoc, ok } from './about-fixtures'
import { client, expectErrorBody, getRaw, loginToken } from './helpers'

describe('GET /csr-posts', () => {
  it('lists at least 12 posts, newest first, page by page', async () => {
    const first = ok(await client().csrPosts({ perPage: 9 }))
    expect(first.meta.total).toBeGreaterThanOrEqual(12)
    expect(first.meta).toEqual(paginationMeta(1, 9, first.meta.total))
    expect(first.meta.total_pages).toBeGreaterThanOrEqual(2)
    const second = ok(await client().csrPosts({ perPage: 9, page: 2 }))
    const dates = [...first.data, ...second.data].map((p) => p.publishedAt)
    expect(dates).toEqual([...dates].sort().reverse())
    expect(new Set([...first.data, ...second.data].map((p) => p.id)).size).toBe(dates.length)
    expect(first.data[0]?.image?.conversions.card?.url).toMatch(/^http/)
  })

  it('answers one post by id in both languages, with its gallery', async () => {
    const withGallery = ok(await client().csrPosts({ perPage: 100 })).data.find((p) => p.gallery.length > 1)!
    const id = ok(await client().csrPosts({ id: withGallery.id })).data
    const en = ok(await client('en').csrPosts({ id: withGallery.id, locale: 'en' })).data
    expect(id.map((p) => p.id)).toEqual([withGallery.id])
    expect(en[0]?.title).not.toBe(id[0]?.title)
    expect(en[0]?.untranslated).toEqual([])
    expect(en[0]?.gallery.map((g) => g.id)).toEqual(id[0]?.gallery.map((g) => g.id))
    expect(en[0]?.gallery[0]?.image.conversions.thumb?.url).toMatch(/^http/)
  })

  it('falls back to Indonesian for a post without English and lists the fields', async () => {
    const all = ok(await client('en').csrPosts({ locale: 'en', perPage: 100 })).data
    const untranslated = all.find((p) => p.untranslated.includes('title'))
    expect(untranslated).toBeDefined()
    const inIndonesian = ok(await client().csrPosts({ id: untranslated!.id })).data[0]
    expect(untranslated?.title).toBe(inIndonesian?.title)
    expect(untranslated?.untranslated).toEqual(expect.arrayContaining(['title', 'excerpt', 'body']))
    expect(inIndonesian?.untranslated).toEqual([])
  })

  it('matches nothing for an unknown or malformed id', async () => {
    for (const id of ['999999', 'abc', '1.5', '-1']) {
      expect(ok(await client().csrPosts({ id })).data, id).toHaveLength(0)
    }
  })

  it('hides drafts from visitors and the sitemap; a previewer sees them', async () => {
    const id = await createDoc('csr-posts', {
      title: 'Draf CSR',
      excerpt: 'Belum terbit.',
      publishedAt: '2030-01-01T00:00:00.000Z',
      category: 'education',
      _status: 'draft',
    })
    try {
      expect(ok(await client().csrPosts({ id: String(id) })).data).toHaveLength(0)
      expect(ok(await client().csrPosts()).data.map((p) => p.title)).not.toContain('Draf CSR')
      const sitemap = ok(await client().sitemap({ type: 'csr', perPage: 100 })).data
      expect(sitemap.map((e) => e.id)).not.toContain(String(id))
      const token = await loginToken()
      // A token alone (without draft=true) reads what visitors read.
      expect(ok(await client().csrPosts({ id: String(id) }, { token })).data).toHaveLength(0)
      expect(ok(await client().csrPosts({ perPage: 100 }, { token })).data.map((p) => p.title)).not.toContain(
        'Draf CSR',
      )
      expect(ok(await client().csrPosts({ id: String(id), draft: true }, { token })).data[0]?.title).toBe('Draf CSR')
    } finally {
      await deleteDoc('csr-posts', id)
    }
  })

  it('lists published posts in the sitemap under their id in both languages', async () => {
    const posts = ok(await client().csrPosts({ perPage: 100 })).data
    const sitemap = ok(await client().sitemap({ type: 'csr', perPage: 100 })).data
    expect(sitemap.map((e) => e.id).sort()).toEqual(posts.map((p) => p.id).sort())
    expect(sitemap.every((e) => e.keys.id === e.id && e.keys.en === e.id)).toBe(true)
  })

  it.each([
    ['/csr-posts?filter[slug]=x', 'invalid_filter'],
    ['/csr-posts?filter[id]=', 'invalid_filter'],
    ['/csr-posts?locale=english', 'invalid_locale'],
    ['/csr-posts?per_page=1000', 'invalid_pagination'],
    ['/csr-posts?page=1&page=2', 'bad_request'],
  ])('refuses %s', async (path, code) => {
    const res = await getRaw(path)
    expect(res.status).toBe(400)
    expect(expectErrorBody(res.json).code).toBe(code)
  })
})

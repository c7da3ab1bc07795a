import { describe, expect, it } from 'vitest'
import { paginationMeta } from '@jtt/content-api'
import { createDoc, deleteDoc, ok } from './about-fixtures'
import { client, expectErrorBody, getRaw, loginToken } from './helpers'

describe('GET /people', () => {
  it('lists each board in its order, in both languages', async () => {
    for (const board of ['commissioners', 'directors'] as const) {
      const [id, en] = [ok(await client().people({ board })), ok(await client('en').people({ board, locale: 'en' }))]
      expect(id.data.length).toBeGreaterThanOrEqual(5)
      expect(id.data.every((p) => p.board === board)).toBe(true)
      const orders = id.data.map((p) => p.order)
      expect(orders).toEqual([...orders].sort((a, b) => a - b))
      expect(en.data.map((p) => p.slug)).toEqual(id.data.map((p) => p.slug))
      expect(en.data.map((p) => p.position)).not.toEqual(id.data.map((p) => p.position))
      expect(en.data.every((p) => p.untranslated.length === 0 && p.locale === 'en')).toBe(true)
    }
    const [president] = ok(await client('en').people({ board: 'directors', locale: 'en' })).data
    expect(president?.position).toBe('President Director')
    expect(president?.photo?.conversions.thumb?.url).toMatch(/^http/)
    expect(JSON.stringify(president?.biography)).toContain('"type":"heading"')
  })

  it('has the corporate secretary with duties and contact', async () => {
    const [secretary] = ok(await client().people({ board: 'secretary' })).data
    expect(secretary?.contact?.email).toMatch(/@/)
    expect(secretary?.duties.length).toBeGreaterThan(0)
    const en = ok(await client('en').people({ board: 'secretary', locale: 'en' })).data[0]
    expect(en?.position).toBe('Corporate Secretary')
  })

  it('finds a person by slug and pages through everyone', async () => {
    const one = ok(await client().people({ slug: 'dewi-anggraini' }))
    expect(one.data.map((p) => p.name)).toEqual(['Dewi Anggraini, S.E., M.B.A.'])
    const page = ok(await client().people({ perPage: 4, page: 2 }))
    expect(page.data).toHaveLength(4)
    expect(page.meta).toEqual(paginationMeta(2, 4, page.meta.total))
    expect(page.meta.total).toBeGreaterThanOrEqual(11)
  })

  it('falls back to Indonesian for a person without English, and says which fields', async () => {
    const id = await createDoc('people', {
      name: 'Uji Fallback',
      slug: 'uji-fallback-orang',
      board: 'commissioners',
      order: 99,
      position: 'Komisaris Uji',
      shortBio: 'Hanya dalam bahasa Indonesia.',
      _status: 'published',
    })
    try {
      const en = ok(await client('en').people({ slug: 'uji-fallback-orang', locale: 'en' })).data[0]
      expect(en?.position).toBe('Komisaris Uji')
      expect(en?.untranslated).toEqual(expect.arrayContaining(['position', 'shortBio']))
      const id_ = ok(await client().people({ slug: 'uji-fallback-orang', locale: 'id' })).data[0]
      expect(id_?.untranslated).toEqual([])
    } finally {
      await deleteDoc('people', id)
    }
  })

  it('hides drafts from visitors; a previewer sees them with draft=true', async () => {
    const id = await createDoc('people', {
      name: 'Draf Orang',
      slug: 'draf-orang',
      board: 'directors',
      order: 98,
      position: 'Direktur Draf',
      _status: 'draft',
    })
    try {
      expect(ok(await client().people({ slug: 'draf-orang' })).data).toHaveLength(0)
      expect((await getRaw('/people?filter[slug]=draf-orang&draft=true')).status).toBe(401)
      const token = await loginToken()
      // A token alone (without draft=true) reads what visitors read.
      expect(ok(await client().people({ slug: 'draf-orang' }, { token })).data).toHaveLength(0)
      expect(
        ok(await client().people({ board: 'directors', perPage: 100 }, { token })).data.map((p) => p.slug),
      ).not.toContain('draf-orang')
      const preview = ok(await client().people({ slug: 'draf-orang', draft: true }, { token }))
      expect(preview.data[0]?.status).toBe('draft')
    } finally {
      await deleteDoc('people', id)
    }
  })

  it.each([
    ['/people?filter[board]=staff', 'invalid_filter'],
    ['/people?filter[name]=x', 'invalid_filter'],
    ['/people?locale=de', 'invalid_locale'],
    ['/people?per_page=0', 'invalid_pagination'],
    ['/people?sort=name', 'bad_request'],
  ])('refuses %s', async (path, code) => {
    const res = await getRaw(path)
    expect(res.status).toBe(400)
    expect(expectErrorBody(res.json).code).toBe(code)
  })
})

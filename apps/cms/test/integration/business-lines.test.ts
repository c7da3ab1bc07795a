import { describe, expect, it } from 'vitest'
import { paginationMeta } from '@jtt/content-api'
import { createDoc, deleteDoc, ok } from './about-fixtures'
import { client, expectErrorBody, getRaw, loginToken, richText } from './helpers'

describe('GET /business-lines', () => {
  it('lists the business lines in their order with both slugs, in both languages', async () => {
    const id = ok(await client().businessLines())
    const en = ok(await client('en').businessLines({ locale: 'en' }))
    expect(id.data.length).toBeGreaterThanOrEqual(4)
    expect(id.data.map((l) => l.order)).toEqual([...id.data.map((l) => l.order)].sort((a, b) => a - b))
    expect(en.data.map((l) => l.slugs)).toEqual(id.data.map((l) => l.slugs))
    for (const [i, line] of id.data.entries()) {
      expect(line.slug).toBe(line.slugs.id)
      expect(en.data[i]?.slug).toBe(line.slugs.en)
      // Translated lines (all the sample ones) differ; an untranslated one says so.
      if (en.data[i]?.untranslated.length === 0) expect(en.data[i]?.title).not.toBe(line.title)
      else expect(en.data[i]?.untranslated).toContain('title')
    }
    expect(en.data.filter((l) => l.untranslated.length === 0).length).toBeGreaterThanOrEqual(4)
    expect(id.data[0]?.image?.conversions.card?.url).toMatch(/^http/)
    expect(id.data[0]?.body.length).toBeGreaterThan(0)
    expect(id.meta).toEqual(paginationMeta(1, 20, id.data.length))
  })

  it('pages through the lines: page 2 holds the next ones in order, with the meta of the whole list', async () => {
    const all = ok(await client('en').businessLines({ locale: 'en', perPage: 100 })).data
    expect(all.length).toBeGreaterThan(2)
    const second = ok(await client('en').businessLines({ locale: 'en', perPage: 2, page: 2 }))
    expect(second.data.map((l) => l.id)).toEqual(all.slice(2, 4).map((l) => l.id))
    expect(second.data[0]?.title).toBe(all[2]?.title)
    expect(second.meta).toEqual(paginationMeta(2, 2, all.length))
  })

  it('finds a line by its slug in each language, and not by the other language’s slug', async () => {
    const byId = ok(await client().businessLines({ slug: 'pengoperasian-jalan-tol' })).data
    expect(byId.map((l) => l.title)).toEqual(['Pengoperasian Jalan Tol'])
    const byEn = ok(await client('en').businessLines({ slug: 'toll-road-operation', locale: 'en' })).data
    expect(byEn.map((l) => l.title)).toEqual(['Toll Road Operation'])
    expect(ok(await client().businessLines({ slug: 'toll-road-operation', locale: 'id' })).data).toHaveLength(0)
    expect(ok(await client('en').businessLines({ slug: 'pengoperasian-jalan-tol', locale: 'en' })).data).toHaveLength(0)
  })

  it('serves a line without English under its Indonesian slug in English, saying what fell back', async () => {
    const id = await createDoc('business-lines', {
      title: 'Lini Uji',
      slug: 'lini-uji-fallback',
      order: 90,
      summary: 'Ringkasan dalam bahasa Indonesia.',
      body: richText('Isi dalam bahasa Indonesia.'),
      _status: 'published',
    })
    try {
      const en = ok(await client('en').businessLines({ slug: 'lini-uji-fallback', locale: 'en' })).data[0]
      expect(en?.title).toBe('Lini Uji')
      expect(en?.slugs).toEqual({ id: 'lini-uji-fallback', en: 'lini-uji-fallback' })
      expect(en?.untranslated).toEqual(expect.arrayContaining(['title', 'slug', 'summary', 'body']))
      const sitemap = ok(await client().sitemap({ type: 'business-line', perPage: 100 })).data
      expect(sitemap.find((e) => e.id === String(id))?.keys).toEqual({
        id: 'lini-uji-fallback',
        en: 'lini-uji-fallback',
      })
    } finally {
      await deleteDoc('business-lines', id)
    }
  })

  it('hides drafts from visitors and from the sitemap; a previewer sees them', async () => {
    const id = await createDoc('business-lines', {
      title: 'Lini Draf',
      slug: 'lini-draf',
      order: 91,
      summary: 'Draf.',
      _status: 'draft',
    })
    try {
      expect(ok(await client().businessLines({ slug: 'lini-draf' })).data).toHaveLength(0)
      expect(JSON.stringify(ok(await client().sitemap({ perPage: 100 })))).not.toContain('lini-draf')
      const token = await loginToken()
      // A token alone (without draft=true) reads what visitors read.
      expect(ok(await client().businessLines({ slug: 'lini-draf' }, { token })).data).toHaveLength(0)
      expect(ok(await client().businessLines({ slug: 'lini-draf', draft: true }, { token })).data[0]?.status).toBe(
        'draft',
      )
      expect((await getRaw('/business-lines?draft=true')).status).toBe(401)
    } finally {
      await deleteDoc('business-lines', id)
    }
  })

  it.each([
    ['/business-lines?filter[id]=1', 'invalid_filter'],
    ['/business-lines?filter[slug]=', 'invalid_filter'],
    ['/business-lines?locale=ID', 'invalid_locale'],
    ['/business-lines?page=x', 'invalid_pagination'],
    ['/business-lines?draft=1', 'bad_request'],
  ])('refuses %s', async (path, code) => {
    const res = await getRaw(path)
    expect(res.status).toBe(400)
    expect(expectErrorBody(res.json).code).toBe(code)
  })
})

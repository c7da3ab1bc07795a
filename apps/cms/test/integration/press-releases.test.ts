import { describe, expect, it } from 'vitest'
import type { PressReleaseSummary } from '@jtt/content-api'
import { adminRest, client, expectErrorBody, getRaw, loginToken, richText } from './helpers'

const must = <T>(result: { ok: true; data: T } | { ok: false; error: { message: string } }): T => {
  if (!result.ok) throw new Error(result.error.message)
  return result.data
}

/** The Jakarta (UTC+7) calendar year of an instant, as the site shows dates. */
const jakartaYear = (iso: string) => new Date(Date.parse(iso) + 7 * 3600_000).getUTCFullYear()

async function allReleases(locale: 'id' | 'en' = 'id'): Promise<PressReleaseSummary[]> {
  return must(await client(locale).pressReleases({ locale, perPage: 100 })).data
}

describe('GET /press-releases', () => {
  it('lists at least 24 published releases, newest first, with both slugs and an excerpt', async () => {
    const list = await allReleases()
    expect(list.length).toBeGreaterThanOrEqual(24)
    const dates = list.map((r) => r.publishedAt)
    expect(dates).toEqual([...dates].sort().reverse())
    for (const r of list) {
      expect(r.slugs.id).toBe(r.slug)
      expect(r.slugs.en).not.toBe('')
      expect(r.excerpt.length).toBeGreaterThan(20)
    }
    expect(list.filter((r) => r.image?.conversions.card).length).toBe(list.length)
  })

  it('paginates with the one meta: page 2 of 9 follows page 1', async () => {
    const one = must(await client().pressReleases({ perPage: 9, page: 1 }))
    const two = must(await client().pressReleases({ perPage: 9, page: 2 }))
    expect(one.meta).toMatchObject({ page: 1, per_page: 9 })
    expect(one.meta.total_pages).toBe(Math.ceil(one.meta.total / 9))
    expect(one.meta.total_pages).toBeGreaterThanOrEqual(3)
    expect(two.data[0]!.publishedAt <= one.data.at(-1)!.publishedAt).toBe(true)
    expect(two.data.map((r) => r.id)).not.toContain(one.data[0]!.id)
  })

  it('answers each language with its own title and slug', async () => {
    const [id, en] = await Promise.all([allReleases('id'), allReleases('en')])
    expect(en.map((r) => r.id)).toEqual(id.map((r) => r.id))
    expect(en[0]!.title).not.toBe(id[0]!.title)
    expect(en[0]!.slug).toBe(id[0]!.slugs.en)
  })

  it('filters by year (Jakarta time) in step with /press-releases/years', async () => {
    const years = must(await client().pressReleaseYears()).data
    expect(years.length).toBeGreaterThanOrEqual(3)
    expect(years.map((y) => y.year)).toEqual([...years.map((y) => y.year)].sort().reverse())
    for (const { year, count } of years) {
      const page = must(await client().pressReleases({ year, perPage: 100 }))
      expect(page.meta.total).toBe(count)
      for (const r of page.data) expect(jakartaYear(r.publishedAt)).toBe(year)
    }
    expect(years.reduce((sum, y) => sum + y.count, 0)).toBe((await allReleases()).length)
  })

  it('counts a release from 00:30 on 1 January in Jakarta in the new year', async () => {
    const token = await loginToken()
    const created = await adminRest('POST', '/press-releases?locale=id', token, {
      title: 'Uji Tahun Baru',
      slug: 'uji-tahun-baru-jakarta',
      publishedAt: '2019-12-31T17:30:00.000Z',
      body: richText('Dini hari tahun baru.'),
      _status: 'published',
    })
    expect(created.status).toBe(201)
    try {
      expect(must(await client().pressReleases({ year: 2020 })).data.map((r) => r.slug)).toContain(
        'uji-tahun-baru-jakarta',
      )
      expect(must(await client().pressReleases({ year: 2019 })).data).toHaveLength(0)
    } finally {
      await adminRest('DELETE', `/press-releases/${(created.json.doc as { id: number }).id}`, token)
    }
  })

  const badInput: [string, string, string][] = [
    ['a year that is not one', '/press-releases?filter[year]=20x5', 'invalid_filter'],
    ['a year out of range', '/press-releases?filter[year]=1850', 'invalid_filter'],
    ['a filter the list does not have', '/press-releases?filter[slug]=x', 'invalid_filter'],
    ['page zero', '/press-releases?page=0', 'invalid_pagination'],
    ['an unknown locale', '/press-releases?locale=fr', 'invalid_locale'],
    ['a parameter on the years', '/press-releases/years?locale=id', 'bad_request'],
    ['an unknown parameter on an item', '/press-releases/any?page=2', 'bad_request'],
  ]
  for (const [name, path, code] of badInput) {
    it(`refuses ${name} with a 400 ${code}`, async () => {
      const res = await getRaw(path)
      expect(res.status).toBe(400)
      expect(expectErrorBody(res.json).code).toBe(code)
    })
  }
})

describe('GET /press-releases/{slug}', () => {
  it('answers a release in full by its slug in each language, attachments and related included', async () => {
    const withAttachment = (await allReleases()).find((r) => r.slug.startsWith('puncak-arus-mudik-lebaran-2026'))!
    const id = must(await client().pressRelease({ slug: withAttachment.slugs.id, locale: 'id' })).data
    const en = must(await client('en').pressRelease({ slug: withAttachment.slugs.en, locale: 'en' })).data
    expect(id.id).toBe(en.id)
    expect(id.slugs).toEqual(en.slugs)
    // The body is the contract's rich-text tree, never HTML.
    expect(id.body[0]).toMatchObject({ type: 'paragraph' })
    expect(JSON.stringify(id.body)).toContain('Gerbang Tol')
    expect(JSON.stringify(en.body)).toContain('toll gate')
    expect(JSON.stringify(id.body)).not.toMatch(/<[a-z]/)
    expect(id.gallery.length).toBeGreaterThan(0)
    expect(id.attachments[0]).toMatchObject({ type: 'attachment', file: { mimeType: 'application/pdf' } })
    expect(en.attachments[0]!.title).not.toBe(id.attachments[0]!.title)
    expect(id.related.length).toBeGreaterThan(0)
    expect(id.related.map((r) => r.id)).not.toContain(id.id)
  })

  it("shows the editor's related releases when chosen", async () => {
    const rups = must(
      await client().pressRelease({ slug: 'rups-tahunan-setujui-laporan-tahunan-2025-dan-dividen' }),
    ).data
    expect(rups.related.map((r) => r.slug).sort()).toEqual(
      ['jtt-bagikan-dividen-tahun-buku-2024', 'jtt-terbitkan-laporan-tahunan-2025'].sort(),
    )
  })

  it('does not find a slug of the other language, nor an unknown one', async () => {
    const first = (await allReleases())[0]!
    for (const path of [
      `/press-releases/${first.slugs.en}?locale=id`,
      '/press-releases/tidak-ada',
      '/press-releases/Not_A_Slug',
    ]) {
      const res = await getRaw(path)
      expect(res.status, path).toBe(404)
      expect(expectErrorBody(res.json).code).toBe('not_found')
    }
  })

  it('serves a release never written in English under its Indonesian slug, in Indonesian', async () => {
    const token = await loginToken()
    const created = await adminRest('POST', '/press-releases?locale=id', token, {
      title: 'Hanya Berbahasa Indonesia',
      slug: 'hanya-berbahasa-indonesia',
      body: richText('Isi dalam bahasa Indonesia.'),
      _status: 'published',
    })
    expect(created.status).toBe(201)
    try {
      const en = must(await client('en').pressRelease({ slug: 'hanya-berbahasa-indonesia', locale: 'en' })).data
      expect(en).toMatchObject({ locale: 'en', title: 'Hanya Berbahasa Indonesia' })
      expect(en.slugs).toEqual({ id: 'hanya-berbahasa-indonesia', en: 'hanya-berbahasa-indonesia' })
    } finally {
      await adminRest('DELETE', `/press-releases/${(created.json.doc as { id: number }).id}`, token)
    }
  })
})

describe('draft press releases', () => {
  it('are seen by previewers only: not listed, counted, found or in the sitemap', async () => {
    const token = await loginToken()
    const created = await adminRest('POST', '/press-releases?locale=id&draft=true', token, {
      title: 'Draf Siaran Rahasia',
      slug: 'draf-siaran-rahasia',
      publishedAt: '2026-11-20T03:00:00.000Z',
      body: richText('Belum untuk umum.'),
      _status: 'draft',
    })
    expect(created.status).toBe(201)
    try {
      expect((await allReleases()).map((r) => r.slug)).not.toContain('draf-siaran-rahasia')
      expect((await getRaw('/press-releases/draf-siaran-rahasia')).status).toBe(404)
      expect((await getRaw('/press-releases/draf-siaran-rahasia?draft=true')).status).toBe(401)
      expect(JSON.stringify((await getRaw('/sitemap?filter[type]=press-release&per_page=100')).json)).not.toContain(
        'draf-siaran',
      )
      const years = must(await client().pressReleaseYears()).data
      expect(years.find((y) => y.year === 2026)?.count).toBe(
        must(await client().pressReleases({ year: 2026 })).meta.total,
      )

      // A token alone (without draft=true) reads what visitors read.
      expect((await getRaw('/press-releases/draf-siaran-rahasia', { authorization: `Bearer ${token}` })).status).toBe(
        404,
      )
      const withToken = must(await client().pressReleases({ perPage: 100 }, { token })).data
      expect(withToken.map((r) => r.slug)).not.toContain('draf-siaran-rahasia')
      const preview = must(await client().pressRelease({ slug: 'draf-siaran-rahasia', draft: true }, { token })).data
      expect(preview).toMatchObject({ title: 'Draf Siaran Rahasia', status: 'draft' })
      const listed = must(await client().pressReleases({ draft: true, perPage: 100 }, { token })).data
      expect(listed.map((r) => r.slug)).toContain('draf-siaran-rahasia')
    } finally {
      await adminRest('DELETE', `/press-releases/${(created.json.doc as { id: number }).id}`, token)
    }
  })

  it('are in the sitemap with both slugs once published', async () => {
    const sitemap = must(await client().sitemap({ type: 'press-release', perPage: 100 })).data
    const list = await allReleases()
    expect(sitemap).toHaveLength(list.length)
    const first = sitemap.find((e) => e.id === list[0]!.id)!
    expect(first.keys).toEqual(list[0]!.slugs)
  })
})

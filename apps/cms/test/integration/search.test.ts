import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'
import {
  MAX_SEARCH_QUERY_LENGTH,
  SEARCH_TYPES,
  paginationMeta,
  type Locale,
  type SearchBody,
  type SearchType,
  type TextSegment,
} from '@jtt/content-api'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { richText } from '../../src/seed/lexical'
import { adminRest, client, expectErrorBody, getRaw, loginToken } from './helpers'

/**
 * Site search over HTTP, on the database of the run (SQLite FTS5 or PostgreSQL full-text search):
 * ranking, languages and fallback, stemming and typos, snippets, facets and pagination, the index
 * following every editorial change, and bad input. Pages with made-up words keep the tests apart
 * from the seeded content.
 */
let token = ''
const created: number[] = []

type Localized = { title: string; slug: string; text?: string[]; metaDesc?: string }
/** Titles of the published pages made here, each to be found before the tests start. */
const indexed: { title: string; locale: Locale }[] = []
async function createPage(id: Localized, en?: Localized, status: 'published' | 'draft' = 'published') {
  const body = (p: Localized) => ({
    title: p.title,
    slug: p.slug,
    layout: p.text ? [{ blockType: 'richText', content: richText(p.text.map((t) => ({ p: t }))) }] : undefined,
    meta: { metaDesc: p.metaDesc },
    _status: status,
  })
  const res = await adminRest('POST', `/pages?locale=id${status === 'draft' ? '&draft=true' : ''}`, token, body(id))
  expect(res.status).toBe(201)
  const pageId = (res.json.doc as { id: number }).id
  created.push(pageId)
  if (en) expect((await adminRest('PATCH', `/pages/${pageId}?locale=en`, token, body(en))).status).toBe(200)
  if (status === 'published')
    indexed.push({ title: id.title, locale: 'id' }, ...(en ? [{ title: en.title, locale: 'en' as const }] : []))
  return pageId
}

async function search(
  q: string,
  options: { locale?: Locale; type?: SearchType; page?: number; perPage?: number } = {},
) {
  const result = await client(options.locale ?? 'id').search({ q, ...options })
  if (!result.ok) throw new Error(result.error.message)
  return result.data
}

/**
 * Index updates follow the commit; this waits until the search answers as expected — up to 30 s, the
 * first retries of a failed update from the job queue (2 s, 4 s, 8 s later) included.
 */
async function eventually(q: string, check: (body: SearchBody) => boolean, locale: Locale = 'id') {
  const deadline = Date.now() + 30_000
  for (;;) {
    const body = await search(q, { locale })
    if (check(body)) return body
    if (Date.now() > deadline)
      throw new Error(`search '${q}' did not reach the expected answer: ${JSON.stringify(body)}`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

const titles = (body: SearchBody) => body.data.map((r) => r.title)
const marked = (segments: TextSegment[]) => segments.filter((s) => s.match).map((s) => s.text)
const plain = (segments: TextSegment[]) => segments.map((s) => s.text).join('')

beforeAll(async () => {
  token = await loginToken()
  await createPage(
    { title: 'Tarif Ruas Zamrud', slug: 'tarif-ruas-zamrud', text: ['Golongan kendaraan dan besaran tarif.'] },
    {
      title: 'Zamrud Section Toll Tariff',
      slug: 'zamrud-section-toll-tariff',
      text: ['Vehicle classes and the tariff they pay.'],
    },
  )
  await createPage({
    title: 'Catatan Perjalanan Zamrud',
    slug: 'catatan-perjalanan-zamrud',
    text: [
      'Perjalanan panjang di ruas ini cukup nyaman. '.repeat(6),
      'PT Jasamarga Transjawa Tol ("JTT") menjelaskan tarifnya di gerbang, dan tarifnya dibayar nontunai.',
      'Penutup catatan tanpa kata kunci apa pun di dalamnya. '.repeat(6),
    ],
  })
  await createPage({
    title: 'Panduan Kristal Perjalanan',
    slug: 'panduan-kristal-perjalanan',
    text: ['Panduan ini hanya tersedia dalam bahasa Indonesia.'],
    metaDesc: 'Ringkasan panduan kristal.',
  })
  await createPage({ title: 'Kafé Réstoran Safir', slug: 'kafe-restoran-safir', text: ['Menu sarapan.'] })
  await createPage({ title: 'Rahasia Zamrud', slug: 'rahasia-zamrud', text: ['Draf.'] }, undefined, 'draft')
  for (let i = 1; i <= 5; i++) {
    await createPage({ title: `Berita Topas ${i}`, slug: `berita-topas-${i}`, text: [`Kabar topas nomor ${i}.`] })
  }
  // Each page is indexed after its commit, and one whose update failed (a busy database) is indexed
  // again from the job queue a few seconds later: wait for every one, not only the last.
  for (const { title, locale } of indexed) await eventually(title, (b) => titles(b).includes(title), locale)
  await eventually('topas', (b) => b.meta.total === 5)
}, 120_000)

afterAll(async () => {
  for (const id of created) await adminRest('DELETE', `/pages/${id}`, token)
})

describe('GET /v1/search: ranking and matching', () => {
  it('ranks a title match above matches in the text', async () => {
    const body = await search('zamrud')
    expect(titles(body).slice(0, 2)).toEqual(['Tarif Ruas Zamrud', 'Catatan Perjalanan Zamrud'])
    const tarif = await search('tarif')
    expect(titles(tarif).indexOf('Tarif Ruas Zamrud')).toBeLessThan(titles(tarif).indexOf('Catatan Perjalanan Zamrud'))
  })

  it("finds words by their start and by Indonesian stems: 'tarif' finds 'tarifnya', 'tarifnya' finds 'tarif'", async () => {
    expect(titles(await search('tarif'))).toContain('Catatan Perjalanan Zamrud')
    expect(titles(await search('tarifnya'))).toEqual(expect.arrayContaining(['Tarif Ruas Zamrud']))
    expect(titles(await search('krist'))).toContain('Panduan Kristal Perjalanan')
  })

  it('ignores case and accents, both ways', async () => {
    expect(titles(await search('ZAMRÜD'))[0]).toBe('Tarif Ruas Zamrud')
    expect(titles(await search('kafe restoran'))).toContain('Kafé Réstoran Safir')
    expect(titles(await search('RÉSTORAN'))).toContain('Kafé Réstoran Safir')
  })

  it('tolerates small typos and suggests the corrected query', async () => {
    const body = await search('zamrdu')
    expect(titles(body)[0]).toBe('Tarif Ruas Zamrud')
    expect(body.meta.suggestions).toContain('zamrud')
    expect(titles(await search('panduan kirstal'))).toContain('Panduan Kristal Perjalanan')
  })

  it('requires every word, and suggests fewer words when nothing has them all', async () => {
    expect(titles(await search('zamrud tarif'))).not.toContain('Kafé Réstoran Safir')
    const none = await search('zamrud qwxyzv')
    expect(none.data).toEqual([])
    expect(none.meta.suggestions).toContain('zamrud')
  })
})

describe('GET /v1/search: languages', () => {
  it('searches the asked language and leads to the page under its own slug there', async () => {
    const en = await search('toll tariff', { locale: 'en' })
    expect(en.data[0]).toMatchObject({
      title: 'Zamrud Section Toll Tariff',
      lang: 'en',
      target: { kind: 'item', type: 'page', key: 'zamrud-section-toll-tariff' },
    })
    const id = await search('zamrud section', { locale: 'id' })
    expect(titles(id)).not.toContain('Zamrud Section Toll Tariff')
  })

  it('falls back to Indonesian where an item has no English text, and says so', async () => {
    const en = await search('kristal', { locale: 'en' })
    expect(en.data[0]).toMatchObject({
      title: 'Panduan Kristal Perjalanan',
      lang: 'id',
      target: { kind: 'item', type: 'page', key: 'panduan-kristal-perjalanan' },
    })
  })

  it('takes a title spelled the same in both languages for English, not for a fallback', async () => {
    const en = await search('whistleblowing', { locale: 'en' })
    expect(en.data[0]).toMatchObject({ title: 'Whistleblowing System', lang: 'en' })
  })

  it('finds the seeded privacy policy in both languages', async () => {
    expect(titles(await search('privasi'))).toContain('Kebijakan Privasi')
    expect(titles(await search('privacy', { locale: 'en' }))).toContain('Privacy Policy')
  })
})

describe('GET /v1/search: highlights and snippets', () => {
  it('marks matching words in the title and cuts the passage at word boundaries, text as written', async () => {
    const result = (await search('tarifnya')).data.find((r) => r.title === 'Catatan Perjalanan Zamrud')!
    const snippet = plain(result.highlight.snippet)
    expect(snippet).toContain('PT Jasamarga Transjawa Tol ("JTT") menjelaskan')
    expect(snippet).not.toMatch(/&quot;|&amp;|<|>/)
    expect(snippet.startsWith('…')).toBe(true)
    expect(snippet.endsWith('…')).toBe(true)
    // No word cut: the passage minus its ellipses starts and ends where words of the text do.
    const inner = snippet.replace(/^…|…$/g, '')
    expect(inner).toMatch(/^[\p{L}"(]/u)
    expect(inner).toMatch(/[\p{L}.,]$/u)
    expect(marked(result.highlight.snippet)).toEqual(['tarifnya', 'tarifnya'])
    expect(marked((await search('ruas zamrud')).data[0]!.highlight.title)).toEqual(['Ruas', 'Zamrud'])
  })

  it('shows the summary when only the title matched', async () => {
    const result = (await search('kristal')).data[0]!
    expect(plain(result.highlight.snippet)).toBe('Ringkasan panduan kristal.')
  })
})

describe('GET /v1/search: facets and pagination', () => {
  it('counts results per type for the whole query and filters by type', async () => {
    // 'direksi' is in the menu, the reports and the pages of the seeded content.
    const all = await search('direksi')
    const facets = all.meta.facets
    expect(facets.length).toBeGreaterThan(1)
    expect(facets.reduce((sum, facet) => sum + facet.count, 0)).toBe(all.meta.total)
    for (const facet of facets) {
      const only = await search('direksi', { type: facet.type })
      expect(only.meta).toMatchObject({ total: facet.count, facets })
      expect(new Set(only.data.map((result) => result.type))).toEqual(new Set([facet.type]))
    }
    const absent = SEARCH_TYPES.find((type) => !facets.some((facet) => facet.type === type))!
    const none = await search('direksi', { type: absent })
    expect(none.meta).toMatchObject({ total: 0, facets })
    expect(none.data).toEqual([])
  })

  it('pages through the results with the contract pagination meta', async () => {
    const first = await search('topas', { perPage: 2 })
    expect(first.meta).toMatchObject(paginationMeta(1, 2, 5))
    const third = await search('topas', { perPage: 2, page: 3 })
    expect(third.data).toHaveLength(1)
    const past = await search('topas', { perPage: 2, page: 9 })
    expect(past.data).toEqual([])
    expect(past.meta).toMatchObject(paginationMeta(9, 2, 5))
    const seen = new Set(
      [...first.data, ...(await search('topas', { perPage: 2, page: 2 })).data, ...third.data].map((r) => r.id),
    )
    expect(seen.size).toBe(5)
  })
})

describe('GET /v1/search: the index follows editors', () => {
  it('never finds drafts; publish, edit, unpublish and delete show within seconds', async () => {
    // The draft created before all tests ('Rahasia Zamrud') is never found.
    expect(titles(await search('rahasia zamrud'))).not.toContain('Rahasia Zamrud')
    const id = await createPage({ title: 'Gerbang Obsidian', slug: 'gerbang-obsidian', text: ['Isi awal.'] })
    await eventually('obsidian', (b) => titles(b).includes('Gerbang Obsidian'))

    // A draft of a published page changes nothing visitors see.
    await adminRest('PATCH', `/pages/${id}?locale=id&draft=true`, token, { title: 'Gerbang Ametis', _status: 'draft' })
    await new Promise((r) => setTimeout(r, 500))
    expect(titles(await search('ametis'))).toEqual([])
    expect(titles(await search('obsidian'))).toContain('Gerbang Obsidian')

    await adminRest('PATCH', `/pages/${id}?locale=id`, token, { title: 'Gerbang Ametis', _status: 'published' })
    await eventually('ametis', (b) => titles(b).includes('Gerbang Ametis'))
    expect(titles(await search('obsidian'))).toEqual([])

    await adminRest('PATCH', `/pages/${id}?locale=id`, token, { _status: 'draft' })
    await eventually('ametis', (b) => b.data.length === 0)

    await adminRest('PATCH', `/pages/${id}?locale=id`, token, { _status: 'published' })
    await eventually('ametis', (b) => b.data.length === 1)
    expect((await adminRest('DELETE', `/pages/${id}`, token)).status).toBe(200)
    await eventually('ametis', (b) => b.data.length === 0)
  })

  it('follows the menu: a renamed item is found by its new title', async () => {
    const menu = await adminRest('GET', '/globals/navigation?locale=id', token)
    const items = menu.json.items as { title: string; children: { title: string }[] }[]
    const original = items[0]!.children[0]!.title
    items[0]!.children[0]!.title = 'Sekilas Perusahaan Berlian'
    expect((await adminRest('POST', '/globals/navigation?locale=id', token, { items })).status).toBe(200)
    await eventually('berlian', (b) => titles(b).includes('Sekilas Perusahaan Berlian'))
    items[0]!.children[0]!.title = original
    expect((await adminRest('POST', '/globals/navigation?locale=id', token, { items })).status).toBe(200)
    await eventually('berlian', (b) => b.data.length === 0)
  })

  it('follows a toll-road section: publish, edit, unpublish and delete', async () => {
    const section = {
      name: 'Ruas Peridot',
      slug: 'ruas-peridot',
      operator: 'PT Uji Peridot',
      start: 'Kota Awal',
      end: 'Kota Akhir',
      lengthKm: 10,
      description: 'Ruas uji melewati Gerbang Tol Spinel.',
      geometry: [
        { km: 0, lat: -6.9, lng: 110.1 },
        { km: 10, lat: -6.95, lng: 110.2 },
      ],
      tariffSystem: 'open',
      _status: 'published',
    }
    const res = await adminRest('POST', '/toll-roads?locale=id', token, section)
    expect(res.status).toBe(201)
    const id = (res.json.doc as { id: number }).id
    const found = await eventually('spinel', (b) => titles(b).includes('Ruas Peridot'))
    expect(found.data[0]).toMatchObject({
      type: 'toll-road',
      target: { kind: 'screen', screen: 'toll-road-network', hash: 'section-ruas-peridot' },
    })

    await adminRest('PATCH', `/toll-roads/${id}?locale=id`, token, {
      description: 'Ruas uji melewati Gerbang Tol Beril.',
    })
    await eventually('beril', (b) => titles(b).includes('Ruas Peridot'))
    expect(titles(await search('spinel'))).not.toContain('Ruas Peridot')

    // Gone, 'peridot' may be corrected to another word: only this section's absence counts.
    const has = (b: SearchBody) => titles(b).includes('Ruas Peridot')
    await adminRest('PATCH', `/toll-roads/${id}?locale=id`, token, { _status: 'draft' })
    await eventually('peridot', (b) => !has(b))
    await adminRest('PATCH', `/toll-roads/${id}?locale=id`, token, { _status: 'published' })
    await eventually('peridot', has)
    expect((await adminRest('DELETE', `/toll-roads/${id}`, token)).status).toBe(200)
    await eventually('peridot', (b) => !has(b))
  })

  it('follows a fixed page: the organizational structure found by a new word of its introduction', async () => {
    const before = await adminRest('GET', '/globals/organization-structure?locale=id', token)
    const intro = before.json.intro as string
    const update = (text: string) =>
      adminRest('POST', '/globals/organization-structure?locale=id', token, { intro: text, _status: 'published' })
    expect((await update(`${intro} Unit Turmalin.`)).status).toBe(200)
    const isStructure = (b: SearchBody) =>
      b.data.some(
        (r) => r.type === 'profile' && r.target.kind === 'screen' && r.target.screen === 'organization-structure',
      )
    await eventually('turmalin', isStructure)
    expect((await update(intro)).status).toBe(200)
    await eventually('turmalin', (b) => !isStructure(b))
  })

  it('a rebuild from the collections answers the same', async () => {
    const before = await search('zamrud')
    const env = { ...process.env, ...inject('cmsEnv'), NODE_OPTIONS: '--no-deprecation' }
    const cms = path.resolve(import.meta.dirname, '../..')
    await promisify(execFile)(process.execPath, [path.join(cms, 'dist', 'reindex.mjs')], { cwd: cms, env })
    expect(await search('zamrud')).toEqual(before)
  }, 60_000)
})

describe('GET /v1/search: any query is a query, other input is checked', () => {
  const weird = [
    "' OR 1=1 --",
    '"); DROP TABLE search_documents; --',
    'NEAR(zamrud tarif) AND * OR ^',
    "zamrud:* & !tarif | 'x'",
    '<script>alert(1)</script>',
    '%00%ff\u0000\u202e',
    '🙂🙂🙂',
    '*',
  ]
  for (const q of weird) {
    it(`answers 200 for ${JSON.stringify(q)}`, async () => {
      const res = await getRaw(`/search?q=${encodeURIComponent(q)}`)
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toContain('application/json')
    })
  }

  it('still finds what a hostile query contains', async () => {
    expect(titles(await search('<b>zamrud</b>'))[0]).toBe('Tarif Ruas Zamrud')
  })

  it('cuts a very long query and answers normally; no q finds nothing', async () => {
    const long = await search(`zamrud ${'x'.repeat(5000)}`)
    expect(Array.from(long.meta.query)).toHaveLength(MAX_SEARCH_QUERY_LENGTH)
    const none = await getRaw('/search')
    expect(none.status).toBe(200)
    expect((none.json as SearchBody).meta.total).toBe(0)
  })

  it.each([
    ['/search?q=a&filter[type]=people', 'invalid_filter'],
    ['/search?q=a&filter[slug]=x', 'invalid_filter'],
    ['/search?q=a&locale=fr', 'invalid_locale'],
    ['/search?q=a&per_page=500', 'invalid_pagination'],
    ['/search?q=a&sort=title', 'bad_request'],
    ['/search?q=a&q=b', 'bad_request'],
  ])('%s → 400 %s', async (url, code) => {
    const res = await getRaw(url)
    expect(res.status).toBe(400)
    expect(expectErrorBody(res.json).code).toBe(code)
  })

  it('is publicly cacheable', async () => {
    const res = await getRaw('/search?q=zamrud')
    expect(res.headers.get('cache-control')).toContain('public')
  })
})

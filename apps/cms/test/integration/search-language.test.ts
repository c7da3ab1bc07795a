import type { Locale, SearchBody, SearchResult, TextSegment } from '@jtt/content-api'
import { sitePath } from '@jtt/content-api/routes'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { richText } from '../../src/seed/lexical'
import { adminRest, client, loginToken } from './helpers'

/**
 * Site search's understanding of Indonesian (issue 28), on the database of the run: words found by
 * their other forms both ways through the stems the index keeps beside them, the word as written
 * ranked first and marked as written; short words only whole; the editors' synonyms applied to
 * queries as they change, with no reindex. Every page carries a made-up word ('zirkonia',
 * 'kobaltin') that keeps the tests apart from the seeded content.
 */
let token = ''
const createdPages: number[] = []
const createdSynonyms: number[] = []

async function createPage(title: string, text: string) {
  const res = await adminRest('POST', '/pages?locale=id', token, {
    title,
    slug: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    layout: [{ blockType: 'richText', content: richText([{ p: text }]) }],
    _status: 'published',
  })
  expect(res.status).toBe(201)
  createdPages.push((res.json.doc as { id: number }).id)
}

async function search(q: string, locale: Locale = 'id') {
  const result = await client(locale).search({ q })
  if (!result.ok) throw new Error(result.error.message)
  return result.data
}

/** Waits (up to 30 s: the index follows each commit, retries included) until the search answers as expected. */
async function eventually(q: string, check: (body: SearchBody) => boolean, locale: Locale = 'id') {
  const deadline = Date.now() + 30_000
  for (;;) {
    const body = await search(q, locale)
    if (check(body)) return body
    if (Date.now() > deadline)
      throw new Error(`search '${q}' did not reach the expected answer: ${JSON.stringify(body)}`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

const titles = (body: SearchBody) => body.data.map((r) => r.title)
const marked = (segments: TextSegment[]) => segments.filter((s) => s.match).map((s) => s.text)

/** Pairs of pages: one says the root (or one form), the other a derived form. */
const PAIRS = [
  { root: 'transaksi', derived: 'bertransaksi' },
  { root: 'kendaraan', derived: 'pengendara' },
  { root: 'istirahat', derived: 'peristirahatan' },
  { root: 'pelihara', derived: 'pemeliharaan' },
]
const pageOf = (word: string) => `Zirkonia ${word[0]!.toUpperCase()}${word.slice(1)}`

beforeAll(async () => {
  token = await loginToken()
  for (const { root, derived } of PAIRS) {
    await createPage(pageOf(root), `Catatan zirkonia tentang ${root} di jalan tol.`)
    await createPage(pageOf(derived), `Catatan zirkonia: para ${derived} di jalan tol.`)
  }
  await createPage('Zirkonia TIP Utama', 'TIP zirkonia melayani perjalanan jauh.')
  await createPage('Zirkonia Tipe Gerbang', 'Tipe gerbang zirkonia untuk semua golongan.')
  await createPage('Zirkonia Rest Area', 'Rest area zirkonia buka 24 jam.')
  await createPage('Kobaltin Jalur Alternatif', 'Jalur alternatif kobaltin saat ada pekerjaan jalan.')
  await eventually('zirkonia', (b) => b.meta.total === PAIRS.length * 2 + 3)
  await eventually('kobaltin', (b) => b.meta.total === 1)
}, 120_000)

afterAll(async () => {
  for (const id of createdSynonyms) await adminRest('DELETE', `/search-synonyms/${id}`, token)
  for (const id of createdPages) await adminRest('DELETE', `/pages/${id}`, token)
})

describe('GET /v1/search: Indonesian and English morphology', () => {
  it.each(PAIRS)('finds $root and $derived by each other, the word as written first', async ({ root, derived }) => {
    for (const [asked, other] of [
      [root, derived],
      [derived, root],
    ] as const) {
      const body = await search(`zirkonia ${asked}`)
      // (Synonyms may add more: 'peristirahatan' also finds the rest areas.)
      expect(titles(body)[0], asked).toBe(pageOf(asked))
      expect(titles(body), asked).toContain(pageOf(other))
      // Marked as written: the other page's word is found through its stem.
      const found = body.data.find((r) => r.title === pageOf(other))!
      expect(marked(found.highlight.snippet).map((w) => w.toLowerCase())).toContain(other)
    }
  })

  it("finds the Whistleblowing System by 'whistleblower' (English stems)", async () => {
    const body = await search('whistleblower', 'en')
    const found = body.data.find((r) => /whistleblowing/i.test(r.title))
    expect(found, JSON.stringify(titles(body))).toBeDefined()
    expect(marked(found!.highlight.title)).toEqual(['Whistleblowing'])
    expect(body.meta.suggestions).toEqual([])
  })

  it("matches a short word only whole: 'TIP' is not 'Tipe'", async () => {
    const body = await search('zirkonia tip')
    expect(titles(body)).toContain('Zirkonia TIP Utama')
    expect(titles(body)).not.toContain('Zirkonia Tipe Gerbang')
  })
})

/** The address a result leads to (items by their type and key, as the web's routing table does). */
const addressOf = (result: SearchResult, locale: Locale) =>
  result.target.kind === 'screen'
    ? sitePath(result.target.screen, locale)
    : result.target.kind === 'href'
      ? result.target.href
      : `${result.target.type}:${result.target.key}`

describe('GET /v1/search: one result per destination', () => {
  it.each([
    ['struktur organisasi', 'id'],
    ['whistleblowing', 'id'],
    ['organizational structure', 'en'],
    ['whistleblowing', 'en'],
  ] as const)("lists the menu link and the screen it leads to once: '%s' (%s)", async (q, locale) => {
    const body = await search(q, locale)
    const addresses = body.data.map((result) => addressOf(result, locale))
    expect(addresses.length).toBeGreaterThan(0)
    expect(addresses, JSON.stringify(titles(body))).toEqual([...new Set(addresses)])
    expect(body.meta.total).toBe(body.meta.facets.reduce((sum, f) => sum + f.count, 0))
  })
})

describe('GET /v1/search: documents by their kind', () => {
  it.each(['annual-report', 'articles-of-association'] as const)('carries the kind of a %s', async (kind) => {
    for (const locale of ['id', 'en'] as const) {
      const listed = await client(locale).documents({ type: kind, locale, perPage: 1 })
      if (!listed.ok) throw new Error(listed.error.message)
      const document = listed.data.data[0]!
      const result = await client(locale).search({ q: document.title, type: 'document' })
      if (!result.ok) throw new Error(result.error.message)
      const found = result.data.data.find((r) => r.title === document.title)
      expect(found, JSON.stringify(result.data.data.map((r) => r.title))).toMatchObject({ type: 'document', kind })
    }
  })

  it('leaves other results without a kind', async () => {
    expect((await search('zirkonia')).data.every((r) => r.kind === undefined)).toBe(true)
  })
})

describe("GET /v1/search: the editors' synonyms", () => {
  it('applies the seeded groups: rest area, tempat istirahat, TIP and peristirahatan find each other', async () => {
    const body = await search('zirkonia tempat istirahat')
    expect(titles(body)).toEqual(expect.arrayContaining(['Zirkonia Rest Area', 'Zirkonia TIP Utama']))
    expect(titles(body)).not.toContain('Zirkonia Tipe Gerbang')
    const rest = body.data.find((r) => r.title === 'Zirkonia Rest Area')!
    expect(marked(rest.highlight.title)).toEqual(['Zirkonia', 'Rest', 'Area'])
  })

  it('applies a change at once, without a reindex: a one-way expansion, then its removal', async () => {
    expect((await search('kobaltin jalan pintas')).meta.total).toBe(0)
    const res = await adminRest('POST', '/search-synonyms', token, {
      locale: 'id',
      kind: 'oneWay',
      term: 'jalan pintas',
      terms: [{ term: 'jalur alternatif' }],
    })
    expect(res.status).toBe(201)
    const id = (res.json.doc as { id: number; summary: string }).id
    expect((res.json.doc as { summary: string }).summary).toBe('jalan pintas → jalur alternatif')
    createdSynonyms.push(id)
    await eventually('kobaltin jalan pintas', (b) => titles(b).includes('Kobaltin Jalur Alternatif'))
    // One way: the expansion does not lead back, and the English site has no such synonym.
    expect((await search('kobaltin jalur alternatif')).meta.total).toBe(1)
    expect((await search('kobaltin jalan pintas', 'en')).meta.total).toBe(0)

    expect((await adminRest('DELETE', `/search-synonyms/${id}`, token)).status).toBe(200)
    createdSynonyms.splice(createdSynonyms.indexOf(id), 1)
    await eventually('kobaltin jalan pintas', (b) => b.meta.total === 0)
  })

  it('refuses a group of one term, or a term without words, with a clear error', async () => {
    const one = await adminRest('POST', '/search-synonyms', token, { kind: 'equivalent', terms: [{ term: 'sendiri' }] })
    expect(one.status).toBe(400)
    expect(JSON.stringify(one.json)).toContain('At least 2 terms')
    const empty = await adminRest('POST', '/search-synonyms', token, {
      kind: 'oneWay',
      term: '--',
      terms: [{ term: 'x' }],
    })
    expect(empty.status).toBe(400)
    expect(JSON.stringify(empty.json)).toContain('at least one word')
  })
})

import type { Locale, SearchBody, SearchResult, SearchTarget, SearchType } from '@jtt/content-api'
import { describe, expect, it } from 'vitest'
import { client } from './helpers'

/**
 * Every section's content is found by site search, in both languages, leading to its own page:
 * one seeded item per type is read from the Content API and searched for by its title.
 */
async function must<T>(result: Promise<{ ok: true; data: T } | { ok: false; error: { message: string } }>) {
  const answer = await result
  if (!answer.ok) throw new Error(answer.error.message)
  return answer.data
}

/** Searches until the title is found (the index follows the seed's commits), or fails after 10 s. */
async function findByTitle(title: string, type: SearchType, locale: Locale): Promise<SearchResult> {
  const deadline = Date.now() + 10_000
  for (;;) {
    const body = await must(client(locale).search({ q: title, type, locale, perPage: 50 }))
    const hit = body.data.find((result) => result.title === title)
    if (hit) return hit
    if (Date.now() > deadline)
      throw new Error(`'${title}' (${type}, ${locale}) not found: ${JSON.stringify(body.data)}`)
    await new Promise((r) => setTimeout(r, 200))
  }
}

/** `what` names the source where one type has several. */
type Case = {
  type: SearchType
  what?: string
  item: (locale: Locale) => Promise<{ title: string; target: SearchTarget }>
}

// Screens by their route id in the registry (@jtt/content-api/routes).
const BOARD_SCREEN = 'board-of-directors'
const NETWORK_SCREEN = 'toll-road-network'
const OVERVIEW_SCREEN = 'company-overview'

const cases: Case[] = [
  {
    type: 'press-release',
    item: async (locale) => {
      const [release] = (await must(client(locale).pressReleases({ locale, perPage: 1 }))).data
      return { title: release!.title, target: { kind: 'item', type: 'press-release', key: release!.slugs[locale] } }
    },
  },
  {
    type: 'csr',
    item: async (locale) => {
      const [post] = (await must(client(locale).csrPosts({ locale, perPage: 1 }))).data
      return { title: post!.title, target: { kind: 'item', type: 'csr', key: post!.id } }
    },
  },
  {
    type: 'business-line',
    item: async (locale) => {
      const [line] = (await must(client(locale).businessLines({ locale, perPage: 1 }))).data
      return { title: line!.title, target: { kind: 'item', type: 'business-line', key: line!.slugs[locale] } }
    },
  },
  {
    type: 'person',
    item: async (locale) => {
      const [person] = (await must(client(locale).people({ board: 'directors', locale, perPage: 1 }))).data
      return { title: person!.name, target: { kind: 'screen', screen: BOARD_SCREEN, hash: person!.slug } }
    },
  },
  {
    type: 'rest-area',
    item: async (locale) => {
      const [area] = (await must(client(locale).restAreas({ locale, perPage: 1 }))).data
      return { title: area!.name, target: { kind: 'item', type: 'rest-area', key: area!.id } }
    },
  },
  {
    type: 'document',
    item: async (locale) => {
      const [report] = (await must(client(locale).documents({ type: 'annual-report', locale, perPage: 1 }))).data
      return {
        title: report!.title,
        target: { kind: 'screen', screen: 'annual-reports' },
      }
    },
  },
  {
    type: 'toll-road',
    what: 'toll-road section',
    item: async (locale) => {
      const [road] = (await must(client(locale).tollRoads({ locale, perPage: 1 }))).data
      return { title: road!.name, target: { kind: 'screen', screen: NETWORK_SCREEN, hash: `section-${road!.slug}` } }
    },
  },
  {
    type: 'toll-road',
    what: 'toll-road service page',
    item: async (locale) => {
      const page = (await must(client(locale).tollRoadService({ locale }))).data
      return { title: page.title, target: { kind: 'screen', screen: 'toll-road-services' } }
    },
  },
  {
    type: 'profile',
    what: 'company overview',
    item: async (locale) => {
      const profile = (await must(client(locale).companyProfile({ locale }))).data
      return { title: profile.meta.metaTitle!, target: { kind: 'screen', screen: OVERVIEW_SCREEN } }
    },
  },
  {
    type: 'profile',
    what: 'About Us list page',
    item: async (locale) => {
      const pages = (await must(client(locale).aboutPages({ locale }))).data
      return { title: pages.sections.directors.title, target: { kind: 'screen', screen: BOARD_SCREEN } }
    },
  },
]

describe('site search covers every section', () => {
  for (const { type, what, item } of cases) {
    for (const locale of ['id', 'en'] as const) {
      it(`finds a ${what ?? type} by its title in ${locale}, leading to its page`, async () => {
        const expected = await item(locale)
        const hit = await findByTitle(expected.title, type, locale)
        expect(hit.type).toBe(type)
        expect(hit.target).toEqual(expected.target)
      })
    }
  }
})

/** One search, through the typed client. */
const search = async (q: string, locale: Locale, type?: SearchType) =>
  must(client(locale).search({ q, locale, type, perPage: 50 }))

describe("site search reads the sections' own text", () => {
  it("finds the section by a gate named in its text ('Kalikangkung'), in both languages", async () => {
    for (const locale of ['id', 'en'] as const) {
      const roads = (await must(client(locale).tollRoads({ locale, perPage: 50 }))).data
      const batang = roads.find((road) => road.gates.some((gate) => gate.name.includes('Kalikangkung')))!
      const body = await search('Kalikangkung', locale)
      const hit = body.data.find((result) => result.type === 'toll-road')
      expect(hit, JSON.stringify(body.data)).toMatchObject({
        title: batang.name,
        target: { kind: 'screen', screen: NETWORK_SCREEN, hash: `section-${batang.slug}` },
      })
      expect(body.meta.facets).toContainEqual({ type: 'toll-road', count: 1 })
    }
  })

  it.each([
    ['Sejarah', 'id'],
    ['AKHLAK', 'id'],
    ['visi misi', 'id'],
    ['history', 'en'],
    ['vision mission', 'en'],
  ] as const)("finds the company overview by '%s' (%s)", async (q, locale) => {
    const body = await search(q, locale, 'profile')
    expect(body.data.map((result) => result.target)).toContainEqual({ kind: 'screen', screen: OVERVIEW_SCREEN })
    expect(body.meta.suggestions).toEqual([])
  })

  it('finds the organizational structure and the whistleblowing page by words of their text', async () => {
    const organization = (await must(client('id').organization({ locale: 'id' }))).data
    const unit = organization.units[0]!.name
    const byUnit = await search(unit, 'id', 'profile')
    expect(byUnit.data.map((r) => r.target)).toContainEqual({ kind: 'screen', screen: 'organization-structure' })
    const byWord = await search('pelapor', 'id', 'profile')
    expect(byWord.data.map((r) => r.target)).toContainEqual({ kind: 'screen', screen: 'whistleblowing' })
  })
})

/** Every suggestion the service offers for a query finds something itself. */
async function expectSuggestionsFind(body: SearchBody, locale: Locale) {
  for (const suggestion of body.meta.suggestions) {
    expect((await search(suggestion, locale)).meta.total, `'${suggestion}'`).toBeGreaterThan(0)
  }
}

describe('typo correction on the seeded content', () => {
  it("takes 'bayar' as the root of 'pembayaran', not as a typo of 'layar'", async () => {
    const body = await search('bayar', 'id')
    expect(body.meta.suggestions).not.toContain('layar')
    expect(body.data.length).toBeGreaterThan(0)
    for (const result of body.data) {
      const marked = [...result.highlight.title, ...result.highlight.snippet].filter((s) => s.match)
      expect(marked.map((s) => s.text.toLowerCase()).join(' '), result.title).toMatch(/bayar/)
    }
  })

  it("does not take an English word on the Indonesian site for a typo ('road' is no 'load')", async () => {
    for (const q of ['road', 'toll road']) {
      const body = await search(q, 'id')
      expect(body.meta.suggestions.join(' ')).not.toMatch(/load/)
      await expectSuggestionsFind(body, 'id')
    }
  })

  it('offers a correction only when the corrected query finds something', async () => {
    for (const [q, locale] of [
      ['pembyaran', 'id'],
      ['tarfi', 'id'],
      ['visi misi', 'id'],
      ['qwzx jalan', 'id'],
      ['servcie', 'en'],
    ] as const) {
      await expectSuggestionsFind(await search(q, locale), locale)
    }
    expect((await search('pembyaran', 'id')).meta.suggestions).toContain('pembayaran')
  })
})

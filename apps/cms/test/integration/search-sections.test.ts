import type { Locale, SearchResult, SearchTarget, SearchType } from '@jtt/content-api'
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

type Case = { type: SearchType; item: (locale: Locale) => Promise<{ title: string; target: SearchTarget }> }

const BOARD_SCREEN = '/tentang-kami/profil/direksi'

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
        target: { kind: 'screen', screen: '/hubungan-investor/laporan-keuangan/laporan-tahunan' },
      }
    },
  },
]

describe('site search covers every section', () => {
  for (const { type, item } of cases) {
    for (const locale of ['id', 'en'] as const) {
      it(`finds a ${type} by its title in ${locale}, leading to its page`, async () => {
        const expected = await item(locale)
        const hit = await findByTitle(expected.title, type, locale)
        expect(hit.type).toBe(type)
        expect(hit.target).toEqual(expected.target)
      })
    }
  }
})

import { describe, expect, it } from 'vitest'
import { searchBodySchema, searchTargetSchema } from '../src'
import { ROUTES, sitePath } from '../src/routes'

describe('search contract', () => {
  it('accepts the three kinds of target', () => {
    expect(searchTargetSchema.parse({ kind: 'item', type: 'page', key: 'kebijakan-privasi' })).toBeTruthy()
    expect(searchTargetSchema.parse({ kind: 'screen', screen: 'board-of-directors', hash: 'person-2' })).toBeTruthy()
    expect(searchTargetSchema.parse({ kind: 'href', href: sitePath('contact', 'en') })).toBeTruthy()
    expect(searchTargetSchema.parse({ kind: 'href', href: 'https://cms.example/media/laporan.pdf' })).toBeTruthy()
  })

  it('refuses links a page must never render', () => {
    for (const href of ['javascript:alert(1)', '//evil.example', 'data:text/html,x', 'evil.example']) {
      expect(searchTargetSchema.safeParse({ kind: 'href', href }).success, href).toBe(false)
    }
    // A screen is a route id of the registry that a result may lead to: no path, no page per item.
    for (const screen of ['/x?y=1', ROUTES['board-of-directors'].page, 'press-release', 'account']) {
      expect(searchTargetSchema.safeParse({ kind: 'screen', screen }).success, screen).toBe(false)
    }
    expect(searchTargetSchema.safeParse({ kind: 'screen', screen: 'csr', hash: '"><b>' }).success).toBe(false)
    expect(searchTargetSchema.safeParse({ kind: 'item', type: 'people', key: 'x' }).success).toBe(false)
  })

  it('an answer carries facets and suggestions beside the pagination meta', () => {
    const body = {
      data: [],
      meta: { page: 1, per_page: 20, total: 0, total_pages: 1, query: 'x', facets: [], suggestions: [] },
    }
    expect(searchBodySchema.parse(body)).toEqual(body)
    expect(
      searchBodySchema.safeParse({ data: [], meta: { page: 1, per_page: 20, total: 0, total_pages: 1 } }).success,
    ).toBe(false)
  })
})
